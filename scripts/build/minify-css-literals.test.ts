import { describe, expect, it } from 'vitest';
import { minifyCssLiterals, minifyCssText } from './minify-css-literals.ts';

describe('minifyCssText', () => {
  it('drops comments and indentation but keeps the spaces that carry meaning', () => {
    expect(minifyCssText('\n  /* why */\n  width: calc(100% - 2rem);\n  & a, & b {\n    margin: 0 auto;\n  }\n')).toBe(
      '\n\nwidth:calc(100% - 2rem);\n& a,& b{\nmargin:0 auto;\n}\n',
    );
  });

  it('keeps one space between interpolations', () => {
    expect(minifyCssText('  ')).toBe(' ');
  });
});

describe('minifyCssLiterals', () => {
  it('squeezes styled, css and keyframes templates and keeps the line count', () => {
    const code = 'const A = styled.div`\n  color: red;\n  padding: ${(p) => p.x}  1rem;\n`;\nconst b = css`\n  margin: 0;\n`;';
    const result = minifyCssLiterals(code)!;
    expect(result).toBe('const A = styled.div`\ncolor:red;\npadding:${(p) => p.x} 1rem;\n`;\nconst b = css`\nmargin:0;\n`;');
    expect(result.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('leaves templates with strings or // alone, and other tags untouched', () => {
    const quoted = "const A = styled.p`\n  content: '  a  ';\n`;";
    const url = 'const B = css`\n  background: url(https://example.com/a.svg);\n`;';
    const other = 'const c = html`\n  <p>  hi  </p>\n`;';
    expect(minifyCssLiterals(quoted)).toBeNull();
    expect(minifyCssLiterals(url)).toBeNull();
    expect(minifyCssLiterals(other)).toBeNull();
  });
});
