// Import order matters: ES modules run in this order, so the global is set before the languages load.
import { restoreGlobalPrism } from './prism-global';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-docker';
import 'prismjs/components/prism-http';
import 'prismjs/components/prism-sql';
import 'prismjs/components/prism-toml';
import { Prism } from 'prism-react-renderer';

/**
 * prism-react-renderer bundles the common languages (markup, jsx, tsx, yaml,
 * python, json, markdown…); these are the others our pages use.
 */
restoreGlobalPrism();

export { Prism };
