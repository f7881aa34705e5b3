import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('ops');
});
afterAll(async () => t.close());

describe('upload credentials and signed URLs', () => {
  it('grants a signed upload, stores the file, and serves it back', async () => {
    const g = await t.call({
      method: 'GET',
      url: '/api/home/v1/ossconfig/getStsPubWriteToken?fileName=a.png&contentType=image/png',
      token,
    });
    expect(g.body.code).toBe(0);
    const put = await t.call({
      method: 'PUT',
      url: g.body.payload.uploadUrl,
      payload: Buffer.from('PNGDATA'),
      headers: { 'content-type': 'image/png' },
    });
    expect(put.body.code).toBe(0);
    const get = await t.call({ method: 'GET', url: put.body.payload.url });
    expect(get.status).toBe(200);
    expect(get.body).toBe('PNGDATA');
  });

  it('refuses a tampered signature, a wrong type and an unknown type', async () => {
    const g = await t.call({
      method: 'GET',
      url: '/api/home/v1/ossconfig/getPrivateWriteSinged?fileName=x.pdf&contentType=application/pdf',
      token,
    });
    const tampered = g.body.payload.uploadUrl.replace(/sig=[^&]+/, 'sig=AAAA');
    expect(
      (await t.call({ method: 'PUT', url: tampered, payload: Buffer.from('x'), headers: { 'content-type': 'application/pdf' } })).status,
    ).toBe(420);
    const wrongType = await t.call({
      method: 'PUT',
      url: g.body.payload.uploadUrl,
      payload: Buffer.from('x'),
      headers: { 'content-type': 'image/png' },
    });
    expect(wrongType.status).toBe(400);
    const unknown = await t.call({
      method: 'GET',
      url: '/api/home/v1/ossconfig/getPubWriteSinged?fileName=x.exe&contentType=application/x-msdownload',
      token,
    });
    expect(unknown.status).toBe(400);
  });

  it('serves private files only through an unexpired signed URL', async () => {
    const g = await t.call({
      method: 'GET',
      url: '/api/home/v1/ossconfig/getPrivateWriteSinged?fileName=c.pdf&contentType=application/pdf',
      token,
    });
    const put = await t.call({
      method: 'PUT',
      url: g.body.payload.uploadUrl,
      payload: Buffer.from('%PDF'),
      headers: { 'content-type': 'application/pdf' },
    });
    expect((await t.call({ method: 'GET', url: put.body.payload.url })).body).toBe('%PDF');
    const unsigned = put.body.payload.url.split('?')[0];
    expect((await t.call({ method: 'GET', url: unsigned })).status).toBe(420);
  });
});
