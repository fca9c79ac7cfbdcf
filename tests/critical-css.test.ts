import { criticalCss } from '../scripts/critical-css';

const stylesheet = `
:root{--used:1px;--chained:var(--used);--unused:2px;--via-markup:3px}
*,:before{box-sizing:border-box}
body{margin:var(--chained)}
.m_button{padding:var(--used)}
.m_button:hover,.m_menu{color:red}
.m_menu .m_item{color:blue}
#sign-in-preview{display:none}
#elsewhere{display:none}
@media (min-width:40em){.m_button{padding:2px}.m_menu{padding:3px}}
@media (min-width:60em){.m_menu{padding:4px}}
@font-face{font-family:X;src:url(x.woff2)}
@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}
`;
const markup = '<div id="sign-in-preview"><button class="m_button other" style="gap:var(--via-markup)">Sign in</button></div>';

describe("the stylesheet's part that index.html's own markup needs for its first paint", () => {
  const critical = criticalCss(stylesheet, markup);

  it('keeps the rules whose classes and ids all occur in the markup, element rules, and the @media around them', () => {
    expect(critical).toContain('*,:before{box-sizing:border-box}');
    expect(critical).toContain('body{margin:var(--chained)}');
    expect(critical).toContain('.m_button{padding:var(--used)}');
    expect(critical).toContain('.m_button:hover{color:red}');
    expect(critical).toContain('#sign-in-preview{display:none}');
    expect(critical).toContain('@media (min-width:40em){.m_button{padding:2px}}');
  });

  it('drops the rest: other classes and ids, an @media left empty, font faces and keyframes', () => {
    expect(critical).not.toMatch(/m_menu|m_item|#elsewhere|min-width:60em|@font-face|@keyframes/);
  });

  it('keeps only the variables something left reads, directly, through another one or from the markup', () => {
    expect(critical).toContain('--used:1px');
    expect(critical).toContain('--chained:var(--used)');
    expect(critical).toContain('--via-markup:3px');
    expect(critical).not.toContain('--unused');
  });
});
