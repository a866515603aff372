// The bundled web fonts. Imported once by each app entry and by Storybook; never rely on system
// fonts (screenshots drift and older Android phones lack good Thai faces). Each CSS file declares
// @font-face per unicode-range subset, so a Thai page only downloads the Thai and Latin files.
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/700.css';
import '@fontsource/noto-serif-thai/500.css';
import '@fontsource/noto-serif-thai/700.css';
