import S3rver from 's3rver';

/**
 * An S3 protocol server (s3rver) on loopback with one bucket, `toolbox`, keeping its objects in
 * `directory`: what the suites test the S3 store against. `atPort` starts it again where a stopped
 * one was (a storage outage that ends).
 */
export async function startLocalS3(directory: string, atPort = 0) {
  const server = new S3rver({
    port: atPort,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'toolbox', configs: [] }],
  });
  const { port } = await server.run();
  return {
    /** STORAGE_URL of the bucket, with its keys under `prefix`. */
    url: (prefix: string) =>
      `s3://S3RVER:S3RVER@toolbox/${prefix}?endpoint=http://127.0.0.1:${port}&region=eu-west-2`,
    port,
    close: () => server.close(),
  };
}

export type LocalS3 = Awaited<ReturnType<typeof startLocalS3>>;
