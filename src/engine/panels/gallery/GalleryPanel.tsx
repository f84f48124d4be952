import { useEffect, useState, type CSSProperties } from 'react';
import { Card, Empty, Image, Spin, Tag, Typography } from 'antd';
import { DEFAULT_EMPTY_TEXT } from '../../messages/defaults.ts';
import { apiGetBlob } from '../../../api/client.ts';
import { resolveText } from '../../calls/templates.ts';
import { usePanelEnvironment } from '../../runtime/PanelEnvironment.ts';
import { FieldLines } from '../FieldLines.tsx';
import type { PanelProps } from '../types.ts';
import type { GalleryOptions } from './schema.ts';

export const NO_IMAGE_TEXT = 'Nenhuma mídia anexada';
const IMAGE_ERROR_TEXT = 'Não foi possível carregar a imagem';

/** The image at `path` as an object URL (the API needs the bearer, an <img src> would not send it). */
function useImageUrl(path: string | null): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!path) return;
    let url: string | null = null;
    let live = true;
    apiGetBlob(path)
      .then((answer) => {
        if (!live) return;
        if (typeof answer === 'string' && answer.startsWith('data:image/')) return setState({ url: answer, failed: false });
        if (!(answer instanceof Blob)) return setState({ url: null, failed: true });
        url = URL.createObjectURL(answer);
        setState({ url, failed: false });
      })
      .catch(() => live && setState({ url: null, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}

function Photo({ path, alt }: { path: string | null; alt: string }) {
  const { url, failed } = useImageUrl(path);
  if (failed) return <Typography.Text type="danger">{IMAGE_ERROR_TEXT}</Typography.Text>;
  if (!url) return <Spin />;
  // antd Image: a click (or Enter) opens the enlarged preview
  return <Image src={url} alt={alt} width="100%" style={{ maxHeight: 220, objectFit: 'cover' }} preview={{ mask: 'Ampliar' }} />;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * One card per item: photo (or 'Nenhuma mídia anexada'), caption, coloured label, lines. Laid out by the engine's
 * grid (engine.css `.mirante-grid`, as the panels and cards): one per row below 768 px, `columns` per row above.
 */
export function GalleryPanel({ options, data }: PanelProps<GalleryOptions>) {
  const env = usePanelEnvironment();
  const items = (Array.isArray(data) ? data : isRecord(data) ? [data] : []).filter(isRecord);
  const span = 24 / (options.columns ?? 2);
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={options.emptyText ?? DEFAULT_EMPTY_TEXT} />;
  return (
    <div className="mirante-grid mirante-gallery-grid" style={{ '--md': span } as CSSProperties} data-panel-kind="gallery">
      {items.map((item, i) => {
        const scope = { ...env.scope, row: item };
        const caption = options.caption ? resolveText(options.caption, scope) : '';
        const hasImage = !options.imageField || (item[options.imageField] !== null && item[options.imageField] !== undefined && item[options.imageField] !== '');
        const labelValue = options.label ? String(item[options.label.field] ?? '') : '';
        return (
          <div key={String(item.id ?? i)}>
            <Card size="small" title={caption || undefined} data-gallery-item={String(item.id ?? i)}>
              <div style={{ marginBottom: 8 }}>
                {hasImage ? <Photo path={resolveText(options.image, scope)} alt={caption || 'Foto'} /> : <Typography.Text type="secondary">{options.noImageText ?? NO_IMAGE_TEXT}</Typography.Text>}
              </div>
              {options.label && labelValue && <Tag color={options.label.colors?.[labelValue]}>{options.label.texts?.[labelValue] ?? labelValue}</Tag>}
              <FieldLines lines={options.lines} item={item} />
            </Card>
          </div>
        );
      })}
    </div>
  );
}
