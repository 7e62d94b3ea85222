import { execFile } from 'node:child_process';
import { join } from 'node:path';

/** The text of every page of a PDF, extracted by pdf.js (pdf-parse) in a separate node process. */
export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [join(__dirname, 'extract-pdf-text.mjs')], { maxBuffer: 10 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin?.end(pdf);
  });
}

/** Supertest parser that collects a binary body into a Buffer. */
export function binaryParser(res: unknown, done: (error: Error | null, body: unknown) => void) {
  const response = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
  response.on('error', (error: Error) => done(error, Buffer.alloc(0)));
}
