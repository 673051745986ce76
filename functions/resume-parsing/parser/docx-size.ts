/**
 * How many bytes of XML a DOCX (a zip) says it holds, read from the zip's central directory without
 * inflating anything, so that a document far longer than a resume is refused before it is converted. The
 * unzipper refuses an entry that inflates to another size than declared, so the declared sizes bound it.
 * `undefined` when the zip's directory cannot be read (the converter then says the file is damaged).
 */
export function declaredXmlBytes(bytes: Uint8Array): number | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const END_OF_DIRECTORY = 0x06054b50;
  const DIRECTORY_ENTRY = 0x02014b50;
  // The end record is the last 22 bytes, unless a comment (at most 64 KB) follows it.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return undefined;
  const entries = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  let total = 0;
  const utf8 = new TextDecoder();
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY) return undefined;
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const name = utf8.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    // Sizes past 4 GB (zip64, marked 0xffffffff) are no resume either.
    if (/\.(xml|rels)$/i.test(name)) total += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return total;
}
