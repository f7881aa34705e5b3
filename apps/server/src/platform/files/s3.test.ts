import { describe, expect, it } from 'vitest';
import { presignS3 } from './s3';

describe('S3 presigned URLs', () => {
  it('match the published AWS Signature V4 example for a presigned GET', () => {
    // The example of the S3 documentation "Authenticating Requests: Using Query Parameters" (virtual-host
    // style there; the same canonical request results with a path-style endpoint whose host is the bucket host).
    const url = presignS3(
      {
        endpoint: 'https://examplebucket.s3.amazonaws.com',
        region: 'us-east-1',
        bucket: '',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      'GET',
      'test.txt',
      86400,
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(url).toContain('X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });
});
