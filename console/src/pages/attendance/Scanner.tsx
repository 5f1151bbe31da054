import { useEffect, useRef, useState } from 'react';
import { Callout } from '@blueprintjs/core';
import { useT } from '../../i18n';

/** How often a frame is taken from the camera and looked at for a code. */
const FRAME_MS = 200;
/** Frames are read at most this wide: enough for a code held up to a phone, cheap enough for a phone. */
const MAX_WIDTH = 640;

type Decode = (data: Uint8ClampedArray, width: number, height: number, options?: { inversionAttempts?: 'dontInvert' | 'onlyInvert' | 'attemptBoth' | 'invertFirst' }) => { data: string } | null;

/**
 * The camera (the back one on a phone: facingMode environment) with every few frames drawn to a canvas and read
 * with jsQR (loaded when scanning starts, not with the page). Each text read is handed to `onCode`; the caller
 * decides what is new. Without a camera, or refused, it says so and the page's buttons by name remain.
 */
export const Scanner = ({ onCode }: { onCode: (text: string) => void }) => {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  const [state, setState] = useState<'starting' | 'on' | 'failed'>('starting');

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia || !context) throw new Error('no camera');
        const [media, decoder] = await Promise.all([navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }), import('jsqr')]);
        stream = media;
        const decode = decoder.default as unknown as Decode;
        const element = video.current;
        if (stopped || !element) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        element.srcObject = media;
        await element.play().catch(() => undefined);
        setState('on');
        timer = window.setInterval(() => {
          if (element.readyState < element.HAVE_CURRENT_DATA || !element.videoWidth) return;
          const scale = Math.min(1, MAX_WIDTH / element.videoWidth);
          const width = Math.round(element.videoWidth * scale);
          const height = Math.round(element.videoHeight * scale);
          canvas.width = width;
          canvas.height = height;
          context.drawImage(element, 0, 0, width, height);
          const found = decode(context.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: 'dontInvert' });
          if (found?.data) handler.current(found.data);
        }, FRAME_MS);
      } catch {
        if (!stopped) setState('failed');
      }
    };
    void start();
    return () => {
      stopped = true;
      window.clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (state === 'failed')
    return (
      <Callout intent="warning" icon="camera" data-testid="scanner-failed">
        {t('attendance.vio.cameraFailed')}
      </Callout>
    );
  return (
    <div data-testid="scanner" data-state={state}>
      <video ref={video} className="attendance-video" muted playsInline aria-label={t('attendance.vio.camera')} />
      <p className="muted">{state === 'starting' ? t('attendance.vio.cameraStarting') : t('attendance.vio.cameraHint')}</p>
    </div>
  );
};
