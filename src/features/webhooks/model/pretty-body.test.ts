import { prettyBody } from './pretty-body';

describe('prettyBody', () => {
  it('re-indents JSON with two spaces', () => {
    expect(prettyBody('{"id":"evt_1","data":{"object":{"amount":1200}}}')).toBe(
      '{\n  "id": "evt_1",\n  "data": {\n    "object": {\n      "amount": 1200\n    }\n  }\n}',
    );
  });

  it('leaves anything else exactly as it came, markup included', () => {
    expect(prettyBody('<h1>Internal Server Error</h1>')).toBe('<h1>Internal Server Error</h1>');
    expect(prettyBody('  not json {')).toBe('  not json {');
    expect(prettyBody('')).toBe('');
    expect(prettyBody(null)).toBe('');
  });
});
