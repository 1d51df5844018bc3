export default function isInternalUrl(url?: string): boolean {
  return !!url && !/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}
