import type { Hierarchy, RecordType, SearchHit } from '@site/packages/search/src';

/** What a recent or favourite search keeps of the hit: enough to show and follow it. */
export interface SavedHit {
  url: string;
  type?: RecordType;
  hierarchy: Partial<Hierarchy>;
}

export function toSavedHit(hit: Pick<SearchHit, 'url' | 'type' | 'hierarchy'> & { url: string }): SavedHit {
  return { url: hit.url, type: hit.type, hierarchy: { ...hit.hierarchy } };
}
