/**
 * Stands in for @amsterdam/design-system-react's Logo brand table, which
 * imports the artwork of all eight city brands (57 KB of SVG) so that a brand
 * can be picked by name at run time. This site only ever shows the City of
 * Amsterdam logo; every other name gets that logo instead of its own artwork.
 */
import AmsterdamLogo from '@amsterdam/design-system-react/dist/Logo/brands/AmsterdamLogo.js';

export { AmsterdamLogo };
export const AmsterdamEnglishLogo = AmsterdamLogo;
export const GgdAmsterdamInspectieLogo = AmsterdamLogo;
export const GgdAmsterdamLogo = AmsterdamLogo;
export const MuseumWeespLogo = AmsterdamLogo;
export const StadsarchiefLogo = AmsterdamLogo;
export const StadsbankVanLeningLogo = AmsterdamLogo;
export const VgaVerzekeringenLogo = AmsterdamLogo;
