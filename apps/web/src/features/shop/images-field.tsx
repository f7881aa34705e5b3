import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../platform/http/client';

/** Uploads an image as a public file (signed PUT, the file platform) and answers its address. */
async function uploadImage(file: File): Promise<string> {
  const grant = await http.get<{ uploadUrl: string }>('/api/home/v1/ossconfig/getPubWriteSinged', {
    fileName: file.name,
    contentType: file.type,
  });
  const put = await fetch(grant.uploadUrl, { method: 'PUT', headers: { 'content-type': file.type }, body: file });
  const body = (await put.json().catch(() => ({}))) as { payload?: { url: string }; errors?: string };
  if (!put.ok || !body.payload) throw new Error(body.errors ?? `HTTP ${put.status}`);
  return body.payload.url;
}

/** The product's images (a Form control: value = addresses): thumbnails, remove, upload (≤ 20). */
export function ImagesField({ value = [], onChange }: { value?: string[]; onChange?: (v: string[]) => void }) {
  const { t: tr } = useTranslation('shop');
  const [busy, setBusy] = useState(false);
  return (
    <Space wrap data-testid="product-images">
      {value.map((url) => (
        <Space key={url} direction="vertical" size={2} align="center">
          <Image src={url} width={64} height={64} style={{ objectFit: 'cover' }} alt="" />
          <Button
            size="small"
            icon={<DeleteOutlined />}
            aria-label={tr('product.removeImage')}
            onClick={() => onChange?.(value.filter((u) => u !== url))}
          />
        </Space>
      ))}
      {value.length < 20 ? (
        <Upload
          accept="image/png,image/jpeg,image/webp"
          showUploadList={false}
          customRequest={async ({ file }) => {
            setBusy(true);
            try {
              onChange?.([...value, await uploadImage(file as File)]);
            } catch (e) {
              void message.error((e as Error).message);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} data-testid="product-image-upload">
            {tr('product.upload')}
          </Button>
        </Upload>
      ) : null}
    </Space>
  );
}
