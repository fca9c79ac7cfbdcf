// ES5 on purpose: the boot script (scripts/boot-script-plugin.ts) runs it before the bundle, in browsers that cannot run the bundle.
// Internet Explorer, Edge older than 72 and Chrome/Chromium older than 72 are incompatible.
function isIncompatibleBrowser(ua) {
  if (/MSIE |Trident\//.test(ua)) return true;
  var edge = /Edge?\/(\d+)/.exec(ua);
  if (edge) return parseInt(edge[1], 10) < 72;
  var chrome = /(?:Chrome|Chromium)\/(\d+)/.exec(ua);
  if (chrome) return parseInt(chrome[1], 10) < 72;
  return false;
}
