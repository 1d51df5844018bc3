/** Stands in for @docusaurus/useBaseUrl with the site's baseUrl "/". */
export default function useBaseUrl(url: string): string {
  return url.startsWith('/') ? url : `/${url}`;
}
