import { describe, expect, it } from 'vitest';
import { budgetLine, BUDGETS, isLazyChunk } from './size-report';

describe('isLazyChunk', () => {
  it('knows the on-demand chunks by name, whatever their hash', () => {
    expect(isLazyChunk('/assets/js/prism.1f27d557.js')).toBe(true);
    expect(isLazyChunk('/assets/js/prism-engine.3c62f738.js')).toBe(true);
    expect(isLazyChunk('/assets/js/main.0923e0a2.js')).toBe(false);
    expect(isLazyChunk('/assets/js/804.a8237b00.js')).toBe(false);
  });
});

describe('budgetLine', () => {
  it('says whether a figure is within its budget, and by how much it is over', () => {
    expect(budgetLine('first-load JS of /docs/intro', 90 * 1024, BUDGETS.docPageJs)).toMatch(
      /90\.0 KB gz {2}\(budget 100\.0 KB: within\)$/,
    );
    expect(budgetLine('render-blocking CSS', 21.5 * 1024, BUDGETS.renderBlockingCss)).toMatch(
      /\(budget 15\.0 KB: OVER by 6\.5 KB\)$/,
    );
  });
});
