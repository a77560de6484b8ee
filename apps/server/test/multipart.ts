/** A multipart/form-data body for `app.inject`, built by hand so that tests control every byte. */
export interface MultipartFile {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

export function multipart(fields: Record<string, string>, files: MultipartFile[] = []) {
  const boundary = `----ansim${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The three required agreements of a sign-up, as multipart fields. */
export const AGREED = { agreeService: 'true', agreePrivacy: 'true', agreeGps: 'true' } as const;
