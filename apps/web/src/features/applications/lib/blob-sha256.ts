/** SHA-256 of a blob, lowercase hex; null where Web Crypto is unavailable (insecure origin). */
export async function sha256Hex(blob: Blob): Promise<string | null> {
  if (typeof crypto === 'undefined' || typeof crypto.subtle === 'undefined') {
    return null;
  }
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
