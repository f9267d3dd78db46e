/**
 * Hex SHA-256 of a downloaded file (SubtleCrypto). SubtleCrypto has no streaming digest, so the file is
 * hashed whole once at the end; lesson videos are small enough for a phone's memory.
 */
export async function sha256Hex(data: Blob | ArrayBuffer): Promise<string> {
  const buffer = data instanceof ArrayBuffer ? data : await data.arrayBuffer();
  const digest = await crypto.subtle.digest('SHA-256', buffer);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
