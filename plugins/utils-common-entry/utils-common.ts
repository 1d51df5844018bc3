// @docusaurus/utils-common for the browser: the same files as its CommonJS index, without the index's
// require('tslib'), which brought all of tslib (4 KB gz) into main.js for one helper.
export {
  default as applyTrailingSlash,
  addLeadingSlash,
  addTrailingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export { addPrefix, addSuffix, removePrefix, removeSuffix } from '@docusaurus/utils-common/lib/stringUtils.js';
export { getErrorCausalChain } from '@docusaurus/utils-common/lib/errorUtils.js';

export const blogPostContainerID = '__blog-post-container';
