import { lazy, Suspense, useCallback, useEffect, useState, type ChangeEvent } from 'react';
import type { Area } from 'react-easy-crop';
// The cropper's own stylesheet as a file: under the CSP it may not inject a <style> element (see below).
import { Button, Callout, DialogBody, DialogFooter, Icon, Slider, Spinner } from '@blueprintjs/core';
import { Dialog } from './Dialog';
import { FormGroup } from './form';
import { api, errorText } from '../api';
import { avatarUrlOf, AVATAR_SIZE } from '@nvp/events/browser';
import { useT } from '../i18n';
import { upload } from '../reference/upload';
import './avatar.css';

const Cropper = lazy(() => import('./ImageCropper'));

/** The sizes avatar.css has a class for. */
export type AvatarSize = 36 | 48 | 64 | 120 | 160 | 200;

export interface AvatarProps {
  imageURL?: string | null;
  /** Width and height in pixels (spec: default 200). */
  size?: AvatarSize;
  /** Whose picture: alt text, and initials on the placeholder. */
  name?: string;
}

export interface ProfilePictureDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called with the new asset URL once the server has recorded it; the dialog then closes itself (onClose). */
  onSaved: (imageURL: string) => void;
}

/** Spec §2/§9: crop preview 250×250, zoom 1 to 1.9 in steps of 0.1; the uploaded picture is that square. */
export const CROP_SIZE = 250;
const MIN_ZOOM = 1;
const MAX_ZOOM = 1.9;
const ZOOM_STEP = 0.1;

const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();

/**
 * A round profile picture, or a placeholder (initials or a person icon) when there is none or it fails to load.
 * Up to 200 px it shows the server's 200 px rendition (smaller to download), falling back to the full picture
 * (pictures uploaded before renditions existed have none).
 */
export const Avatar = ({ imageURL, size = 200, name }: AvatarProps) => {
  const { t } = useT();
  const [failed, setFailed] = useState<string[]>([]);
  const candidates = imageURL ? [...new Set([size <= AVATAR_SIZE ? avatarUrlOf(imageURL) : imageURL, imageURL])] : [];
  const src = candidates.find((url) => !failed.includes(url));
  if (src) {
    return (
      <img
        src={src}
        alt={name ? t('reference.picture.alt', { name }) : t('reference.picture.altNoName')}
        width={size}
        height={size}
        className={`avatar avatar-${size}`}
        data-testid="avatar"
        onError={() => setFailed((urls) => [...urls, src])}
      />
    );
  }
  const initials = name ? initialsOf(name) : '';
  return (
    <span
      role="img"
      aria-label={t('reference.picture.none')}
      data-testid="avatar-placeholder"
      className={`avatar avatar-placeholder avatar-${size}`}
    >
      {initials || <Icon icon="person" size={size * 0.5} />}
    </span>
  );
};

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = reject;
    image.src = src;
  });

/** The chosen square of the image, scaled to 250×250, as a PNG (what the server stores). */
export const cropToPng = async (src: string, area: Area): Promise<Blob> => {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = CROP_SIZE;
  canvas.height = CROP_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, CROP_SIZE, CROP_SIZE);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), 'image/png'));
};

type Busy = 'uploading' | 'saving' | undefined;

/**
 * Spec §2 'Update Profile Picture': choose an image, crop it in a 250×250 preview with zoom, Upload (the cropped
 * PNG, multipart field `images`), then Save (records it as the account's picture). Cancel closes without saving.
 */
export const ProfilePictureDialog = ({ isOpen, onClose, onSaved }: ProfilePictureDialogProps) => {
  const { t, v } = useT();
  const [source, setSource] = useState<string>();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<Area>();
  /** The chosen file decoded as an image (a broken file never gets here). */
  const [ready, setReady] = useState(false);
  const [uploadedURL, setUploadedURL] = useState<string>();
  const [busy, setBusy] = useState<Busy>();
  const [error, setError] = useState<string>();

  // The object URL of the chosen file lives as long as it is shown.
  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);
  // Every opening starts afresh.
  useEffect(() => {
    if (!isOpen) {
      setSource(undefined);
      setCrop({ x: 0, y: 0 });
      setZoom(MIN_ZOOM);
      setArea(undefined);
      setReady(false);
      setUploadedURL(undefined);
      setBusy(undefined);
      setError(undefined);
    }
  }, [isOpen]);

  /** A changed crop is no longer what was uploaded: Save waits for a new upload. */
  const cropChanged = useCallback(() => setUploadedURL(undefined), []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    setError(undefined);
    setUploadedURL(undefined);
    setArea(undefined);
    setReady(false);
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_ZOOM);
    setSource(file ? URL.createObjectURL(file) : undefined);
  };

  const uploadCrop = async () => {
    if (!source || !area || !ready) return;
    setBusy('uploading');
    setError(undefined);
    try {
      let png: Blob;
      try {
        png = await cropToPng(source, area);
      } catch {
        setError(t('reference.picture.notAnImage'));
        return;
      }
      const form = new FormData();
      form.append('images', png, 'profile-picture.png');
      const [first] = await upload<{ url: string }[]>('/api/asset/image', form);
      setUploadedURL(first.url);
    } catch (failure) {
      setError(v(errorText(failure, t('error.generic'))));
    } finally {
      setBusy(undefined);
    }
  };

  const save = async () => {
    if (!uploadedURL) return;
    setBusy('saving');
    setError(undefined);
    try {
      await api('/api/asset/updateImage', { method: 'POST', body: { imageURL: uploadedURL } });
      setBusy(undefined);
      onSaved(uploadedURL);
      onClose();
    } catch (failure) {
      setError(errorText(failure, t('error.generic')));
      setBusy(undefined);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={busy ? undefined : onClose} title={t('reference.picture.title')} canOutsideClickClose={!busy}>
      <DialogBody data-testid="profile-picture-dialog">
        <p>{t('reference.picture.hint')}</p>
        <FormGroup label={t('reference.picture.choose')} labelFor="field-profile-image">
          <input id="field-profile-image" type="file" name="image" accept="image/png,image/jpeg,image/webp" onChange={choose} disabled={Boolean(busy)} />
        </FormGroup>
        {source && (
          <>
            <div
              data-testid="profile-picture-crop"
              style={{ position: 'relative', width: CROP_SIZE, height: CROP_SIZE, margin: '0 auto 12px', background: '#333' }}
            >
              <Suspense fallback={<Spinner size={32} />}>
                <Cropper
                  image={source}
                  crop={crop}
                  zoom={zoom}
                  minZoom={MIN_ZOOM}
                  maxZoom={MAX_ZOOM}
                  aspect={1}
                  cropSize={{ width: CROP_SIZE, height: CROP_SIZE }}
                  cropShape="round"
                  showGrid={false}
                  disableAutomaticStylesInjection
                  onCropChange={setCrop}
                  onZoomChange={setZoom}
                  onInteractionStart={cropChanged}
                  onCropComplete={(_percent, pixels) => setArea(pixels)}
                  onMediaLoaded={() => {
                    setReady(true);
                    setError(undefined);
                  }}
                  mediaProps={{
                    onError: () => {
                      setReady(false);
                      setError(t('reference.picture.notAnImage'));
                    },
                  }}
                />
              </Suspense>
            </div>
            <FormGroup label={t('reference.picture.zoom')}>
              <div data-testid="profile-picture-zoom" data-value={zoom.toFixed(1)} style={{ padding: '0 12px' }}>
                <Slider
                  min={MIN_ZOOM}
                  max={MAX_ZOOM}
                  stepSize={ZOOM_STEP}
                  labelStepSize={0.3}
                  labelPrecision={1}
                  value={zoom}
                  disabled={Boolean(busy)}
                  onChange={(next) => {
                    setZoom(Math.round(next * 10) / 10);
                    cropChanged();
                  }}
                  handleHtmlProps={{ 'aria-label': t('reference.picture.zoom') }}
                />
              </div>
            </FormGroup>
          </>
        )}
        {uploadedURL && (
          <Callout intent="success" icon={null} data-testid="profile-picture-uploaded">
            <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <Avatar imageURL={uploadedURL} size={64} />
              <span>{t('reference.picture.uploaded')}</span>
            </div>
          </Callout>
        )}
        {error && (
          <Callout intent="danger" data-testid="profile-picture-error" style={{ marginTop: 8 }}>
            {error}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('reference.picture.cancel')} onClick={onClose} disabled={Boolean(busy)} data-testid="profile-picture-cancel" />
            <Button
              text={t('reference.picture.upload')}
              icon="upload"
              onClick={uploadCrop}
              loading={busy === 'uploading'}
              disabled={!source || !area || !ready || Boolean(busy)}
              data-testid="profile-picture-upload"
            />
            <Button
              text={t('reference.picture.save')}
              intent="primary"
              onClick={save}
              loading={busy === 'saving'}
              disabled={!uploadedURL || Boolean(busy)}
              data-testid="profile-picture-save"
            />
          </>
        }
      />
    </Dialog>
  );
};
