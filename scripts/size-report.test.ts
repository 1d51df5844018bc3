import { describe, expect, it } from 'vitest';
import { isLazyChunk } from './size-report';

describe('isLazyChunk', () => {
  it('knows the on-demand chunks by name, whatever their hash', () => {
    expect(isLazyChunk('/assets/js/prism.1f27d557.js')).toBe(true);
    expect(isLazyChunk('/assets/js/prism-engine.3c62f738.js')).toBe(true);
    expect(isLazyChunk('/assets/js/main.0923e0a2.js')).toBe(false);
    expect(isLazyChunk('/assets/js/804.a8237b00.js')).toBe(false);
  });
});
