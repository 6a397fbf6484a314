import { type SettingImageType } from './setting-img.entity';

/**
 * The site's own page images, drawn here so the repository carries no photos: the home page's
 * hero (a Thai sunset over a Norwegian fjord) and the About page's (the two flags, which share
 * red, white and blue, joined by a heart). Rendered to WebP when first seeded.
 */
const home = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="640" viewBox="0 0 1600 640">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1d2b53"/>
      <stop offset="0.42" stop-color="#6d4a8c"/>
      <stop offset="0.72" stop-color="#ee8a5f"/>
      <stop offset="1" stop-color="#fcd29f"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#fff4d6"/>
      <stop offset="0.45" stop-color="#ffd27a" stop-opacity="0.75"/>
      <stop offset="1" stop-color="#ffd27a" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f0a070"/>
      <stop offset="0.35" stop-color="#9a5f86"/>
      <stop offset="1" stop-color="#22305c"/>
    </linearGradient>
    <linearGradient id="aurora" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#7fffd4" stop-opacity="0"/>
      <stop offset="0.5" stop-color="#7fffd4" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#7fffd4" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="640" fill="url(#sky)"/>
  <path d="M-40 150 C 260 60, 560 210, 860 120 S 1400 50, 1640 150" stroke="url(#aurora)" stroke-width="46" fill="none"/>
  <path d="M-40 200 C 300 120, 620 250, 900 170 S 1380 110, 1640 200" stroke="url(#aurora)" stroke-width="18" fill="none"/>
  <g fill="#fff8e7">
    <circle cx="140" cy="60" r="2"/><circle cx="330" cy="36" r="1.5"/><circle cx="520" cy="80" r="1.8"/>
    <circle cx="1080" cy="50" r="1.6"/><circle cx="1290" cy="90" r="2"/><circle cx="1480" cy="40" r="1.5"/>
  </g>
  <circle cx="800" cy="450" r="250" fill="url(#glow)"/>
  <circle cx="800" cy="450" r="92" fill="#ffe3a3"/>
  <path d="M0 470 L110 330 L190 392 L320 236 L455 410 L545 372 L660 470 Z" fill="#3b3561"/>
  <path d="M300 250 L320 236 L345 268 L330 262 Z" fill="#f4f1fb"/>
  <path d="M0 470 L80 415 L190 458 L290 392 L410 470 Z" fill="#2b2750"/>
  <path d="M960 470 Q 1200 438 1600 446 L1600 470 Z" fill="#2b2750"/>
  <g fill="#2b2750">
    <rect x="1188" y="444" width="124" height="26"/>
    <rect x="1204" y="424" width="92" height="20"/>
    <path d="M1208 424 C 1208 372, 1292 372, 1292 424 Z"/>
    <rect x="1237" y="352" width="26" height="24"/>
    <path d="M1239 352 L1250 246 L1261 352 Z"/>
    <rect x="1356" y="452" width="84" height="18"/>
    <rect x="1366" y="438" width="64" height="14"/>
    <path d="M1369 438 C 1369 402, 1427 402, 1427 438 Z"/>
    <rect x="1389" y="388" width="18" height="17"/>
    <path d="M1390 388 L1398 314 L1406 388 Z"/>
  </g>
  <g stroke="#2b2750" stroke-linecap="round" fill="none">
    <path d="M1520 470 C 1512 420, 1530 380, 1540 330" stroke-width="9"/>
    <path d="M1540 330 C 1500 310, 1470 318, 1452 340" stroke-width="6"/>
    <path d="M1540 330 C 1560 300, 1590 298, 1610 312" stroke-width="6"/>
    <path d="M1540 330 C 1520 296, 1500 286, 1478 292" stroke-width="6"/>
    <path d="M1540 330 C 1572 328, 1590 344, 1598 364" stroke-width="6"/>
    <path d="M1100 470 C 1096 430, 1108 400, 1116 366" stroke-width="7"/>
    <path d="M1116 366 C 1086 350, 1064 356, 1050 374" stroke-width="5"/>
    <path d="M1116 366 C 1132 342, 1156 340, 1170 352" stroke-width="5"/>
    <path d="M1116 366 C 1102 340, 1086 332, 1068 336" stroke-width="5"/>
  </g>
  <g stroke="#3b3561" stroke-width="3" stroke-linecap="round" fill="none">
    <path d="M610 210 l12 9 l12 -9"/><path d="M650 190 l9 7 l9 -7"/><path d="M690 226 l10 8 l10 -8"/>
  </g>
  <rect y="470" width="1600" height="170" fill="url(#sea)"/>
  <g stroke="#ffe3a3" stroke-linecap="round" opacity="0.75">
    <path d="M700 490 H900" stroke-width="5"/><path d="M730 512 H870" stroke-width="4"/>
    <path d="M750 536 H850" stroke-width="4"/><path d="M772 562 H828" stroke-width="3"/>
    <path d="M786 590 H814" stroke-width="3"/>
  </g>
  <g stroke="#fcd29f" stroke-linecap="round" opacity="0.3" stroke-width="3">
    <path d="M120 500 H260"/><path d="M380 540 H470"/><path d="M1120 520 H1260"/><path d="M1350 570 H1480"/>
  </g>
</svg>`;

const about = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs>
    <linearGradient id="paper" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fdf6ee"/>
      <stop offset="1" stop-color="#f1e6f2"/>
    </linearGradient>
    <clipPath id="left"><circle cx="470" cy="400" r="230"/></clipPath>
    <clipPath id="right"><circle cx="730" cy="400" r="230"/></clipPath>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
      <feGaussianBlur stdDeviation="14"/>
    </filter>
  </defs>
  <rect width="1200" height="800" fill="url(#paper)"/>
  <g fill="#e8d9e6">
    <circle cx="150" cy="140" r="60"/><circle cx="1060" cy="660" r="80"/><circle cx="1040" cy="150" r="26"/>
    <circle cx="170" cy="650" r="34"/>
  </g>
  <ellipse cx="600" cy="668" rx="380" ry="26" fill="#2d2a4a" opacity="0.18" filter="url(#shadow)"/>
  <g clip-path="url(#left)">
    <rect x="240" y="170" width="460" height="460" fill="#ba0c2f"/>
    <rect x="240" y="342.5" width="460" height="115" fill="#ffffff"/>
    <rect x="362.5" y="170" width="115" height="460" fill="#ffffff"/>
    <rect x="240" y="371.25" width="460" height="57.5" fill="#00205b"/>
    <rect x="391.25" y="170" width="57.5" height="460" fill="#00205b"/>
  </g>
  <circle cx="470" cy="400" r="230" fill="none" stroke="#ffffff" stroke-width="12"/>
  <g clip-path="url(#right)">
    <rect x="500" y="170" width="460" height="77" fill="#a51931"/>
    <rect x="500" y="247" width="460" height="77" fill="#f4f5f8"/>
    <rect x="500" y="324" width="460" height="153" fill="#2d2a4a"/>
    <rect x="500" y="477" width="460" height="77" fill="#f4f5f8"/>
    <rect x="500" y="554" width="460" height="76" fill="#a51931"/>
  </g>
  <circle cx="730" cy="400" r="230" fill="none" stroke="#ffffff" stroke-width="12"/>
  <path d="M600 470 C 600 470, 526 424, 526 382 C 526 350, 568 338, 600 370 C 632 338, 674 350, 674 382 C 674 424, 600 470, 600 470 Z"
        fill="#2d2a4a" opacity="0.35" filter="url(#shadow)" transform="translate(0 8)"/>
  <path d="M600 470 C 600 470, 526 424, 526 382 C 526 350, 568 338, 600 370 C 632 338, 674 350, 674 382 C 674 424, 600 470, 600 470 Z"
        fill="#ffffff"/>
  <path d="M600 446 C 600 446, 550 414, 550 386 C 550 366, 578 358, 600 380 C 622 358, 650 366, 650 386 C 650 414, 600 446, 600 446 Z"
        fill="#e0485e"/>
</svg>`;

export const artwork: Record<SettingImageType, string> = { home, about };
