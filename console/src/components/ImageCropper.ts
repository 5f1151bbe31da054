// The cropper and its stylesheet: a chunk of its own, fetched when someone opens the picture dialog, not with every
// page that shows an avatar (react-easy-crop and normalize-wheel, ~53 KB: issue 25).
import 'react-easy-crop/react-easy-crop.css';

export { default } from 'react-easy-crop';
