import yazl from 'yazl';

/** A zip archive of text files, named by their paths in it. */
export async function zip(entries: Record<string, string>): Promise<Buffer> {
  const z = new yazl.ZipFile();
  for (const [name, text] of Object.entries(entries)) z.addBuffer(Buffer.from(text), name);
  z.end();
  const chunks: Buffer[] = [];
  for await (const chunk of z.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
