import {
  useActiveDocContext,
  useDocsPreferredVersion,
  useDocsVersionCandidates,
  useVersions,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import { useLocation } from '@docusaurus/router';
import Translate from '@docusaurus/Translate';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { LinkLikeNavbarItemProps } from '@theme/NavbarItem';
import type { Props } from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

/** The versions the item's `versions` option names (all when it names none), with their labels. */
function pick(versions: readonly GlobalVersion[], config: Props['versions']) {
  if (!config) return versions.map((version) => ({ version, label: version.label }));
  const entries = Array.isArray(config) ? config.map((name) => [name, {}] as const) : Object.entries(config);
  return entries.map(([name, { label }]: readonly [string, { label?: string }]) => {
    const version = versions.find((v) => v.name === name);
    if (!version) throw new Error(`The docsVersionDropdown names version "${name}", which does not exist.`);
    return { version, label: label ?? version.label };
  });
}

/**
 * The docs-version menu. Unlike Docusaurus' own, it stays a menu with a
 * single version ("Next"), so the version is always named and can be chosen;
 * choosing one stores it as the preferred version (Docusaurus' storage, which
 * logs and ignores a browser that refuses it).
 */
export default function DocsVersionDropdownNavbarItem({
  mobile,
  docsPluginId,
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  versions: config,
  ...props
}: Props) {
  const { search, hash } = useLocation();
  const activeDocContext = useActiveDocContext(docsPluginId);
  const { savePreferredVersionName } = useDocsPreferredVersion(docsPluginId);
  const choices = pick(useVersions(docsPluginId), config);
  const [shown] = useDocsVersionCandidates(docsPluginId);

  // The page on screen in that version, else the version's first page.
  const pageIn = (version: GlobalVersion) =>
    activeDocContext.alternateDocVersions[version.name] ?? version.docs.find((doc) => doc.id === version.mainDocId)!;
  const items: LinkLikeNavbarItemProps[] = [
    ...dropdownItemsBefore,
    ...choices.map(({ version, label }) => ({
      label,
      to: `${pageIn(version).path}${search}${hash}`,
      isActive: () => version === activeDocContext.activeVersion,
      onClick: () => savePreferredVersionName(version.name),
    })),
    ...dropdownItemsAfter,
  ];
  const current = choices.find((choice) => choice.version === shown) ?? choices[0];
  const label = mobile ? (
    <Translate id="versionDropdown.mobileLabel">Versions</Translate>
  ) : (
    <>
      <span className="ams-visually-hidden">
        <Translate id="versionDropdown.label">Docs version:</Translate>{' '}
      </span>
      {current?.label}
    </>
  );
  return <DropdownNavbarItem {...props} mobile={mobile} label={label} items={items} />;
}
