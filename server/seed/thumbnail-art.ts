import { createHash } from 'node:crypto';
import type { Topic } from '../../contract/catalogue';

/**
 * Demo thumbnails drawn as SVG from the formation's topic (no text, so no language), then rasterised by
 * sharp at seed time. Nothing is downloaded and the repository holds no images.
 */

interface Palette {
  sky: [string, string];
  ground: [string, string];
  accent: string;
}

const PALETTES: Record<Topic, Palette> = {
  'sustainable-farming': { sky: ['#cfe8ff', '#fdf6d8'], ground: ['#6a9a3a', '#3f6b22'], accent: '#f4b400' },
  'organic-farming': { sky: ['#e3f4d7', '#fffbe6'], ground: ['#7a5a3a', '#5b3f24'], accent: '#d84315' },
  beekeeping: { sky: ['#fff3c4', '#ffe082'], ground: ['#8d6e1f', '#5d4a12'], accent: '#ffb300' },
  'modern-irrigation': { sky: ['#d6f0ff', '#eaf8ff'], ground: ['#4f8f3a', '#2f6324'], accent: '#1e88e5' },
  'farm-management': { sky: ['#e8eaf6', '#f6f7fb'], ground: ['#8bb05a', '#5f8a35'], accent: '#3949ab' },
  'solar-pumping': { sky: ['#ffe0b2', '#fff8e1'], ground: ['#9ccc65', '#689f38'], accent: '#0277bd' },
  drones: { sky: ['#b3e5fc', '#e1f5fe'], ground: ['#7cb342', '#4e7d23'], accent: '#37474f' },
};

/** A number in [0, 1) from the slug, so each formation of a topic gets its own variation. */
function seeded(slug: string, salt: number): number {
  const digest = createHash('sha256').update(`${slug}:${salt}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

function hexagon(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 3) * i + Math.PI / 6;
    return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${fill}" stroke="#8d5b00" stroke-width="4"/>`;
}

function motif(topic: Topic, slug: string, accent: string): string {
  const shift = seeded(slug, 1);
  switch (topic) {
    case 'sustainable-farming':
      return Array.from({ length: 7 }, (_, i) => {
        const x = 120 + i * 170;
        return `<path d="M${x} 700 Q ${x + 20} 560 ${x + 5} 470" stroke="#2e7d32" stroke-width="14" fill="none"/>
          <ellipse cx="${x - 30}" cy="${540 - (i % 2) * 20}" rx="45" ry="18" fill="#43a047" transform="rotate(-30 ${x - 30} 540)"/>
          <ellipse cx="${x + 45}" cy="${500 + (i % 2) * 20}" rx="45" ry="18" fill="#66bb6a" transform="rotate(30 ${x + 45} 500)"/>`;
      }).join('');
    case 'organic-farming':
      return Array.from({ length: 6 }, (_, i) => {
        const x = 170 + i * 190;
        const r = 55 + ((i * 17 + Math.round(shift * 40)) % 30);
        return `<circle cx="${x}" cy="${560}" r="${r}" fill="${i % 2 ? accent : '#e65100'}"/>
          <path d="M${x} ${560 - r} q 20 -50 60 -60 q -10 40 -60 60" fill="#2e7d32"/>`;
      }).join('');
    case 'beekeeping': {
      const cells: string[] = [];
      for (let row = 0; row < 4; row += 1) {
        for (let col = 0; col < 6; col += 1) {
          const x = 700 + col * 90 + (row % 2) * 45;
          const y = 200 + row * 78;
          cells.push(hexagon(x, y, 50, (row + col) % 3 === 0 ? '#ffca28' : '#ffe082'));
        }
      }
      return `${cells.join('')}
        <g transform="translate(${330 + shift * 120} 330)">
          <ellipse cx="0" cy="0" rx="90" ry="60" fill="${accent}"/>
          <rect x="-40" y="-58" width="22" height="116" fill="#3e2723"/>
          <rect x="10" y="-58" width="22" height="116" fill="#3e2723"/>
          <ellipse cx="-20" cy="-80" rx="60" ry="30" fill="#e3f2fd" opacity="0.85"/>
          <ellipse cx="40" cy="-85" rx="55" ry="28" fill="#e3f2fd" opacity="0.85"/>
        </g>`;
    }
    case 'modern-irrigation':
      return Array.from({ length: 4 }, (_, i) => {
        const y = 520 + i * 55;
        const drops = Array.from({ length: 9 }, (_, j) => {
          const x = 110 + j * 130 + (i % 2) * 60;
          return `<path d="M${x} ${y + 8} q 10 18 0 26 q -10 -8 0 -26" fill="${accent}"/>`;
        }).join('');
        return `<line x1="60" y1="${y}" x2="1220" y2="${y}" stroke="#263238" stroke-width="8"/>${drops}`;
      }).join('');
    case 'farm-management': {
      const bars = [0.45, 0.6, 0.52, 0.75, 0.9].map((h, i) => {
        const height = 300 * (h * (0.85 + shift * 0.3));
        return `<rect x="${380 + i * 110}" y="${560 - height}" width="70" height="${height}" rx="8" fill="${i === 4 ? '#43a047' : accent}"/>`;
      });
      return `<rect x="330" y="120" width="620" height="480" rx="28" fill="#ffffff" opacity="0.92"/>${bars.join('')}
        <line x1="360" y1="562" x2="920" y2="562" stroke="#263238" stroke-width="6"/>`;
    }
    case 'solar-pumping': {
      const panels = Array.from({ length: 3 }, (_, i) => {
        const x = 160 + i * 230;
        return `<g transform="translate(${x} 360) skewX(-18)">
          <rect width="200" height="130" fill="#0d47a1" stroke="#cfd8dc" stroke-width="6"/>
          <line x1="66" y1="0" x2="66" y2="130" stroke="#90caf9" stroke-width="3"/>
          <line x1="133" y1="0" x2="133" y2="130" stroke="#90caf9" stroke-width="3"/>
          <line x1="0" y1="65" x2="200" y2="65" stroke="#90caf9" stroke-width="3"/>
        </g><rect x="${x + 70}" y="490" width="14" height="90" fill="#607d8b"/>`;
      }).join('');
      return `${panels}<rect x="930" y="420" width="170" height="160" rx="14" fill="${accent}"/>
        <path d="M1015 440 q 25 40 0 70 q -25 -30 0 -70" fill="#e1f5fe"/>`;
    }
    case 'drones': {
      const x = 520 + shift * 200;
      return `<g transform="translate(${x} 250)">
          <rect x="-90" y="-22" width="180" height="44" rx="18" fill="${accent}"/>
          <line x1="-90" y1="0" x2="-200" y2="-40" stroke="${accent}" stroke-width="12"/>
          <line x1="90" y1="0" x2="200" y2="-40" stroke="${accent}" stroke-width="12"/>
          <ellipse cx="-200" cy="-50" rx="80" ry="12" fill="#90a4ae"/>
          <ellipse cx="200" cy="-50" rx="80" ry="12" fill="#90a4ae"/>
          <circle cx="0" cy="30" r="16" fill="#263238"/>
          <path d="M-10 46 L -160 340 L 160 340 L 10 46 Z" fill="#fff59d" opacity="0.35"/>
        </g>`;
    }
  }
}

/** A 1280×720 picture for a formation; the same slug and topic always give the same picture. */
export function thumbnailSvg(topic: Topic, slug: string): string {
  const palette = PALETTES[topic];
  const sunX = 140 + seeded(slug, 2) * 1000;
  const hill = 420 + seeded(slug, 3) * 80;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>
    </linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.ground[0]}"/><stop offset="1" stop-color="${palette.ground[1]}"/>
    </linearGradient>
  </defs>
  <rect width="1280" height="720" fill="url(#sky)"/>
  <circle cx="${sunX.toFixed(0)}" cy="130" r="70" fill="#ffd54f" opacity="0.9"/>
  <path d="M0 ${hill.toFixed(0)} C 320 ${(hill - 90).toFixed(0)}, 760 ${(hill + 60).toFixed(0)}, 1280 ${(hill - 40).toFixed(0)} L 1280 720 L 0 720 Z" fill="url(#ground)"/>
  ${motif(topic, slug, palette.accent)}
</svg>`;
}
