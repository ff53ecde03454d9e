import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHints } from './compile-hints.ts';

type Bundle = Record<string, { code?: string; source?: string }>;

function chunk(fileName: string, isEntry: boolean) {
  return { type: 'chunk', fileName, isEntry, code: 'const __vite__mapDeps=0;export{};' };
}

describe('compile hints', () => {
  it('open the entry chunk with the hint and leave the other chunks and assets alone', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', true),
      'assets/carousel.js': chunk('assets/carousel.js', false),
      'assets/index.css': { type: 'asset', fileName: 'assets/index.css', source: 'a{}' },
    } as Bundle;
    const hook = compileHints().generateBundle as unknown as {
      order: string;
      handler: (o: object, b: Bundle) => void;
    };
    expect(hook.order).toBe('post');
    hook.handler({}, bundle);
    const code = (name: string) => bundle[name]?.code;
    expect(code('assets/index.js')?.split('\n')[0]).toBe(ALL_FUNCTIONS_CALLED_ON_LOAD);
    expect(code('assets/index.js')).toContain('const __vite__mapDeps=0;');
    expect(code('assets/carousel.js')).not.toContain(ALL_FUNCTIONS_CALLED_ON_LOAD);
    expect(bundle['assets/index.css']).toEqual({
      type: 'asset',
      fileName: 'assets/index.css',
      source: 'a{}',
    });
  });
});
