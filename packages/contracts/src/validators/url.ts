const MAX_URL_LENGTH = 2048;

/**
 * http(s) URL: scheme, a host (domain with a dot, 'localhost' or an IPv4 address), optional port,
 * then an optional path, query and fragment without spaces. Written without the `URL` global so it
 * runs the same in every environment.
 */
const URL_PATTERN =
  /^https?:\/\/(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63})(?::\d{1,5})?(?:[/?#][^\s]*)?$/iu;

export function isValidUrl(value: string): boolean {
  const url = value.trim();
  if (url.length > MAX_URL_LENGTH || !URL_PATTERN.test(url)) {
    return false;
  }
  const ipv4 = /^https?:\/\/((?:\d{1,3}\.){3}\d{1,3})(?:[:/?#]|$)/i.exec(url);
  return ipv4?.[1]?.split('.').every((part) => Number(part) <= 255) ?? true;
}
