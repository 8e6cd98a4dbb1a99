import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import svgCaptcha from 'svg-captcha';

const require = createRequire(import.meta.url);

/** resvg's WebAssembly module, loaded once on first use (~27 ms), then ~2 ms a render. */
let ready: Promise<void> | null = null;
function loadRenderer(): Promise<void> {
  ready ??= readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')).then((wasm) => initWasm(wasm));
  return ready;
}

/** A captcha picture: five characters drawn as paths (no fonts needed) with noise lines, as a PNG. */
export async function captchaImage(): Promise<{ png: Buffer; answer: string }> {
  const { data, text } = svgCaptcha.create({
    size: 5,
    noise: 3,
    ignoreChars: '0oO1iIlL',
    background: '#f4f4f4',
    width: 150,
    height: 50,
  });
  await loadRenderer();
  const rendered = new Resvg(data).render();
  const png = Buffer.from(rendered.asPng());
  rendered.free();
  return { png, answer: text };
}
