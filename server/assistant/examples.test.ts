import { describe, expect, it } from 'vitest';
import { namedExamples } from './examples';

describe('names the pages give as examples of a kind', () => {
  it('reads the kind named just before "such as" or "(for example", without the words that only shape it', () => {
    const found = namedExamples([
      'Leave it public, unless it holds infrastructure as code (for example Terraform or Bicep templates).',
      'Scan the image with an open-source scanner such as Trivy.',
    ]);
    expect(found.get('terraform')).toEqual(['infrastructure', 'code']);
    expect(found.get('bicep')).toEqual(['infrastructure', 'code']);
    expect(found.get('trivy')).toEqual(['open', 'source', 'scanner']);
  });

  it('leaves out a name of more than one word, which its words only say together', () => {
    const found = namedExamples(['A password comes from a secret store such as Azure Key Vault.']);
    expect(found.size).toBe(0);
  });

  it('keeps the first kind a name is given', () => {
    const found = namedExamples(['Bots such as Renovate open pull requests.', 'Tools such as Renovate help.']);
    expect(found.get('renovate')).toEqual(['bots']);
  });
});
