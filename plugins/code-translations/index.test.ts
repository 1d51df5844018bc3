import { describe, expect, it } from 'vitest';
import { defaultLocaleMessages } from './index';

describe('the default locale’s code translations', () => {
  it('keep the overrides of Docusaurus’ own strings and leave ours to the messages in the code', () => {
    expect(
      defaultLocaleMessages({
        'theme.colorToggle.ariaLabel': 'Toggle {mode}',
        'pageFeedback.question': 'Was this page helpful?',
        'footer.theme': 'A footer string of ours',
      }),
    ).toEqual({ 'theme.colorToggle.ariaLabel': 'Toggle {mode}' });
  });
});
