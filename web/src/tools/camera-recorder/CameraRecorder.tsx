import { Camera, Circle, Download, Square, Trash2, Video, VideoOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/Button';
import { Alert, Card } from '@/components/Feedback';
import { Checkbox, Select } from '@/components/Field';
import type { ToolScreen } from '../types';
import { captureFileName, explainMediaError, formatBytes, formatElapsed, isNoDeviceError, pickRecordingType } from './media';

type Capture = { url: string; name: string; detail: string };
type Status = 'off' | 'starting' | 'live' | 'none';

const stopTracks = (stream: MediaStream | null) => stream?.getTracks().forEach((track) => track.stop());

const CameraRecorder: ToolScreen = () => {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const urls = useRef<string[]>([]);
  const [status, setStatus] = useState<Status>('off');
  const [error, setError] = useState<string | null>(null);
  const [cameras, setCameras] = useState<MediaDeviceInfo[]>([]);
  const [microphones, setMicrophones] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const [withMicrophone, setWithMicrophone] = useState(true);
  const [photos, setPhotos] = useState<Capture[]>([]);
  const [recordings, setRecordings] = useState<Capture[]>([]);
  const [recordingSince, setRecordingSince] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const supported = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

  const listDevices = useCallback(async () => {
    const devices = await navigator.mediaDevices.enumerateDevices();
    setCameras(devices.filter((d) => d.kind === 'videoinput' && d.deviceId));
    setMicrophones(devices.filter((d) => d.kind === 'audioinput' && d.deviceId));
  }, []);

  const stopCamera = useCallback(() => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
    stopTracks(stream.current);
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setStatus('off');
  }, []);

  const startCamera = useCallback(
    async (deviceId: string) => {
      stopTracks(stream.current);
      setStatus('starting');
      setError(null);
      try {
        const media = await navigator.mediaDevices.getUserMedia({
          video: deviceId ? { deviceId: { exact: deviceId } } : { width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: false,
        });
        stream.current = media;
        if (video.current) video.current.srcObject = media;
        setCameraId(media.getVideoTracks()[0]?.getSettings().deviceId ?? deviceId);
        setStatus('live');
        // Device names are only given once the user has allowed a camera.
        await listDevices();
      } catch (err) {
        stream.current = null;
        setStatus(isNoDeviceError(err) ? 'none' : 'off');
        setError(explainMediaError(err, 'camera'));
      }
    },
    [listDevices],
  );

  // Leaving the page (another route, or closing the tab) turns the camera and microphone off.
  useEffect(() => {
    const onPageHide = () => stopCamera();
    window.addEventListener('pagehide', onPageHide);
    const onDeviceChange = () => void listDevices().catch(() => undefined);
    navigator.mediaDevices?.addEventListener?.('devicechange', onDeviceChange);
    const made = urls.current;
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      navigator.mediaDevices?.removeEventListener?.('devicechange', onDeviceChange);
      stopCamera();
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [stopCamera, listDevices]);

  // The timer reads the clock, so it stays right when the tab was in the background.
  useEffect(() => {
    if (recordingSince === null) return;
    const tick = window.setInterval(() => setElapsed(performance.now() - recordingSince), 250);
    return () => window.clearInterval(tick);
  }, [recordingSince]);

  const keepUrl = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.push(url);
    return url;
  };

  function takePhoto() {
    const source = video.current;
    if (!source || !source.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    canvas.getContext('2d')?.drawImage(source, 0, 0);
    canvas.toBlob((blob) => {
      if (!blob) return;
      const detail = `${canvas.width} × ${canvas.height}, ${formatBytes(blob.size)}`;
      setPhotos((list) => [{ url: keepUrl(blob), name: captureFileName('photo', new Date(), 'png'), detail }, ...list]);
    }, 'image/png');
  }

  async function startRecording() {
    const media = stream.current;
    if (!media) return;
    const type = typeof MediaRecorder === 'undefined' ? undefined : pickRecordingType((t) => MediaRecorder.isTypeSupported(t));
    if (!type) {
      setError('This browser cannot record WebM video. Try a recent Chrome, Edge or Firefox.');
      return;
    }
    setError(null);
    let audio: MediaStream | null = null;
    if (withMicrophone) {
      try {
        audio = await navigator.mediaDevices.getUserMedia({ audio: microphoneId ? { deviceId: { exact: microphoneId } } : true });
        await listDevices();
      } catch (err) {
        setError(explainMediaError(err, 'microphone'));
        return;
      }
    }
    const tracks = [...media.getVideoTracks(), ...(audio?.getAudioTracks() ?? [])];
    const rec = new MediaRecorder(new MediaStream(tracks), { mimeType: type });
    const chunks: Blob[] = [];
    const started = performance.now();
    rec.ondataavailable = (event) => {
      if (event.data.size) chunks.push(event.data);
    };
    rec.onstop = async () => {
      stopTracks(audio);
      const duration = performance.now() - started;
      setRecordingSince(null);
      recorder.current = null;
      // Browsers write WebM without its duration, so players cannot seek it: the library adds it.
      const { default: fixWebmDuration } = await import('fix-webm-duration');
      const blob = await fixWebmDuration(new Blob(chunks, { type: 'video/webm' }), duration, { logger: false });
      const detail = `${formatElapsed(duration)}, ${formatBytes(blob.size)}${audio ? ', with sound' : ', no sound'}`;
      setRecordings((list) => [{ url: keepUrl(blob), name: captureFileName('video', new Date(), 'webm'), detail }, ...list]);
    };
    recorder.current = rec;
    rec.start(1000);
    setElapsed(0);
    setRecordingSince(started);
  }

  const remove = (setList: typeof setPhotos, url: string) => {
    URL.revokeObjectURL(url);
    setList((list) => list.filter((c) => c.url !== url));
  };

  const live = status === 'live';
  const recording = recordingSince !== null;

  return (
    <div className="flex flex-col gap-4">
      {!supported && (
        <Alert tone="warning" title="No camera access here">
          This browser or page cannot use a camera: it needs a recent browser and a secure (https) page.
        </Alert>
      )}
      {error && (
        <Alert tone="error" title="The camera is not available">
          {error}
        </Alert>
      )}

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="flex min-w-0 flex-col gap-3 p-3">
          <div className="relative aspect-video overflow-hidden rounded-lg bg-black">
            <video ref={video} autoPlay playsInline muted aria-label="Camera preview" className="h-full w-full object-contain" />
            {!live && (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center text-sm text-white/80">
                <VideoOff className="h-8 w-8" aria-hidden />
                {status === 'starting'
                  ? 'Waiting for the camera… your browser may ask you to allow it.'
                  : status === 'none'
                    ? 'No camera found.'
                    : 'The camera is off.'}
              </div>
            )}
            {recording && (
              <div className="absolute left-3 top-3 flex items-center gap-2 rounded-full bg-black/70 px-3 py-1 text-sm font-medium text-white">
                <Circle className="h-3 w-3 fill-red-500 text-red-500" aria-hidden />
                <span role="timer" aria-label="Recording time" className="tabular-nums">
                  {formatElapsed(elapsed)}
                </span>
              </div>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {live ? (
              <Button variant="secondary" onClick={stopCamera} disabled={recording}>
                <VideoOff className="h-4 w-4" aria-hidden />
                Stop camera
              </Button>
            ) : (
              <Button onClick={() => void startCamera(cameraId)} disabled={!supported || status === 'starting'}>
                <Video className="h-4 w-4" aria-hidden />
                Start camera
              </Button>
            )}
            <Button variant="secondary" onClick={takePhoto} disabled={!live}>
              <Camera className="h-4 w-4" aria-hidden />
              Take photo
            </Button>
            {recording ? (
              <Button variant="danger" onClick={() => recorder.current?.stop()}>
                <Square className="h-4 w-4" aria-hidden />
                Stop recording
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => void startRecording()} disabled={!live}>
                <Circle className="h-4 w-4 text-danger" aria-hidden />
                Start recording
              </Button>
            )}
          </div>
        </Card>

        <Card className="flex min-w-0 flex-col gap-4 p-4">
          <h2 className="text-sm font-semibold text-fg">Devices</h2>
          <Select
            label="Camera"
            value={cameraId}
            disabled={recording || cameras.length === 0}
            onChange={(e) => {
              setCameraId(e.target.value);
              if (live) void startCamera(e.target.value);
            }}
            hint={
              cameras.length
                ? undefined
                : status === 'none'
                  ? 'This device has no camera the browser can use.'
                  : 'Cameras are listed once you allow one.'
            }
          >
            {cameras.length === 0 && <option value="">Default camera</option>}
            {cameras.map((c, i) => (
              <option key={c.deviceId} value={c.deviceId}>
                {c.label || `Camera ${i + 1}`}
              </option>
            ))}
          </Select>
          <Checkbox
            label="Record with the microphone"
            checked={withMicrophone}
            disabled={recording}
            onChange={(e) => setWithMicrophone(e.target.checked)}
          />
          <Select
            label="Microphone"
            value={microphoneId}
            disabled={recording || !withMicrophone}
            onChange={(e) => setMicrophoneId(e.target.value)}
          >
            <option value="">Default microphone</option>
            {microphones.map((m, i) => (
              <option key={m.deviceId} value={m.deviceId}>
                {m.label || `Microphone ${i + 1}`}
              </option>
            ))}
          </Select>
          <p className="text-xs text-muted">
            Photos and videos stay in this page until you download them; nothing is uploaded. The camera turns off when you leave
            the page.
          </p>
        </Card>
      </div>

      <Gallery
        title="Photos"
        empty="Photos you take appear here."
        items={photos}
        onRemove={(url) => remove(setPhotos, url)}
        kind="photo"
      />
      <Gallery
        title="Recordings"
        empty="Recordings appear here when you stop recording."
        items={recordings}
        onRemove={(url) => remove(setRecordings, url)}
        kind="video"
      />
    </div>
  );
};

function Gallery({
  title,
  empty,
  items,
  onRemove,
  kind,
}: {
  title: string;
  empty: string;
  items: Capture[];
  onRemove: (url: string) => void;
  kind: 'photo' | 'video';
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-fg">
        {title} <span className="font-normal text-muted">({items.length})</span>
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.url}>
              <Card className="flex flex-col gap-2 p-2">
                {kind === 'photo' ? (
                  <img
                    src={item.url}
                    alt={`Photo ${item.name}`}
                    className="aspect-video w-full rounded-md bg-black object-contain"
                  />
                ) : (
                  <video
                    src={item.url}
                    controls
                    aria-label={`Recording ${item.name}`}
                    className="aspect-video w-full rounded-md bg-black"
                  />
                )}
                <p className="text-xs text-muted">
                  <span className="break-all text-fg">{item.name}</span> ·{' '}
                  <span className="whitespace-nowrap">{item.detail}</span>
                </p>
                <div className="flex gap-2">
                  <a
                    href={item.url}
                    download={item.name}
                    className={buttonClasses('outline', 'sm')}
                    aria-label={`Download ${item.name}`}
                  >
                    <Download className="h-4 w-4" aria-hidden />
                    Download
                  </a>
                  <Button variant="ghost" size="sm" onClick={() => onRemove(item.url)} aria-label={`Remove ${item.name}`}>
                    <Trash2 className="h-4 w-4" aria-hidden />
                    Remove
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default CameraRecorder;
