import type { ToolMeta } from '../types';

export const meta: ToolMeta = {
  id: 'camera-recorder',
  name: 'Camera Recorder',
  description:
    'Preview your camera, take photos as PNG and record WebM video with or without the microphone, all in the browser.',
  category: 'media',
  tags: ['camera', 'webcam', 'video', 'photo'],
  isPro: false,
  hasAI: false,
  comingSoon: false,
  popularity: 35,
  keywords: ['webcam', 'getusermedia', 'mediarecorder', 'record video', 'screenshot camera', 'selfie', 'webm', 'microphone test'],
  load: () => import('./CameraRecorder'),
};
