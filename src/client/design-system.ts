// Only the Amsterdam Design System styles the site uses: the full bundle is
// 155 KB of CSS, most of it for form controls we never render. Its fonts are
// declared by plugins/fonts, as Latin subsets.
import '@amsterdam/design-system-tokens/dist/index.css';
import '@amsterdam/design-system-css/dist/visually-hidden/visually-hidden.css';
import '@amsterdam/design-system-css/dist/logo/logo.css';
import '@amsterdam/design-system-css/dist/icon/icon.css';
import '@amsterdam/design-system-css/dist/grid/grid.css';
import '@amsterdam/design-system-css/dist/heading/heading.css';
import '@amsterdam/design-system-css/dist/paragraph/paragraph.css';
import '@amsterdam/design-system-css/dist/link/link.css';
import '@amsterdam/design-system-css/dist/link-list/link-list.css';
import '@amsterdam/design-system-css/dist/page-header/page-header.css';
import '@amsterdam/design-system-css/dist/page-footer/page-footer.css';
import '@amsterdam/design-system-css/dist/call-to-action-link/call-to-action-link.css';
import '@amsterdam/design-system-css/dist/standalone-link/standalone-link.css';
import '@amsterdam/design-system-css/dist/badge/badge.css';
import '@amsterdam/design-system-css/dist/alert/alert.css';
import '@amsterdam/design-system-css/dist/row/row.css';
// The page actions ("Copy page as Markdown" and its menu) and "Was this page helpful?" at the end of every doc page.
import '@amsterdam/design-system-css/dist/button/button.css';
import '@amsterdam/design-system-css/dist/field/field.css';
import '@amsterdam/design-system-css/dist/field-set/field-set.css';
import '@amsterdam/design-system-css/dist/label/label.css';
import '@amsterdam/design-system-css/dist/hint/hint.css';
import '@amsterdam/design-system-css/dist/text-area/text-area.css';
import '@amsterdam/design-system-css/dist/character-count/character-count.css';
import '@amsterdam/design-system-css/dist/error-message/error-message.css';
// The search dialog's switch for the "/" shortcut.
import '@amsterdam/design-system-css/dist/switch/switch.css';
