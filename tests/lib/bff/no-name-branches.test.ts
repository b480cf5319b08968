import { codeOf, readSource, sourceFilesUnder } from '@/tests/support/source-code';
import { CALLS } from '@/lib/contract/calls';

// The BFF reads what a call does from its definition (lib/bff/call-behaviour.ts,
// docs/architecture.md §1), never from its name: no comparison of a call name to a literal, no
// switch on a name, no hand-kept list of names anywhere under lib/bff.

const NAMES = Object.keys(CALLS)
  .map((n) => n.replace(/[-]/g, '\\-'))
  .join('|');
const CALL_LITERAL = `['"\`](?:${NAMES})['"\`]`;

const RULES: [string, RegExp][] = [
  ['a call name compared to a literal', new RegExp(`[!=]==?\\s*${CALL_LITERAL}`)],
  ['a literal compared to a call name', new RegExp(`${CALL_LITERAL}\\s*[!=]==?`)],
  ['a case on a call name', new RegExp(`\\bcase\\s+${CALL_LITERAL}`)],
  ['a switch on a name', /\bswitch\s*\(\s*[\w.]*name\s*\)/i],
  ['a name looked up in a list', /\.(?:includes|has|indexOf)\(\s*[\w.]*name\s*\)/i],
  ['a name compared to a literal', /\b\w*name\s*[!=]==?\s*['"`]/i],
  ['a hand-kept list of call names', new RegExp(`\\[[^\\[\\]]*${CALL_LITERAL}[^\\[\\]]*\\]`)],
];

function offences(text: string): string[] {
  const found: string[] = [];
  codeOf(text)
    .split('\n')
    .forEach((line, i) => {
      for (const [rule, pattern] of RULES) {
        if (pattern.test(line)) found.push(`${i + 1}: ${rule}: ${line.trim()}`);
      }
    });
  return found;
}

describe('lib/bff keys no behaviour by a call name', () => {
  it('catches each way of branching on a name', () => {
    const samples = [
      "if (name === 'logout') clear();",
      "if ('logout' !== call) clear();",
      "  case 'amr-auth':",
      'switch (name) {',
      'if (SIGN_IN_CALLS.includes(name)) save();',
      "const signsIn = def.name === 'whatever';",
      "const GET = new Set(['config', 'brands']);",
      "if (how === 'refresh-token') refresh();",
    ];
    for (const sample of samples) expect(offences(sample), sample).not.toEqual([]);
    expect(offences("// when name === 'logout', the session goes")).toEqual([]);
    expect(offences("const url = 'http://x'; // name === 'logout'")).toEqual([]);
  });

  it('finds none in any file under lib/bff', () => {
    const files = sourceFilesUnder('lib/bff');
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => offences(readSource(file)).map((o) => `${file}:${o}`));
    expect(found).toEqual([]);
  });
});
