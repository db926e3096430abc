// Search suggestion keywords beyond product, category and brand names. "1080" and "2160"
// are all digits on purpose: the suggest service must not drop them.
import type { Localized } from '../../catalog/catalog-types';
import { L, same } from './localize';

export const KEYWORDS: Localized[] = [
  L('wireless', 'kabellos'), same('Bluetooth'), L('noise cancelling', 'Geräuschunterdrückung'), L('mirrorless', 'spiegellos'),
  L('conversion lens', 'Vorsatzlinse'), L('ink', 'Tinte'), same('Toner'), L('laser printer', 'Laserdrucker'), L('photo printer', 'Fotodrucker'),
  L('ink cartridge', 'Tintenpatrone'), same('Webcam'), same('Firewall'), L('ergonomic', 'ergonomisch'), L('standing desk', 'Stehschreibtisch'),
  L('office chair', 'Bürostuhl'), same('USB-C'), same('HDMI'), same('SSD'), same('OLED'), same('QLED'), same('4K'), same('1080'), same('2160'),
  same('Smart Home'), L('voice assistant', 'Sprachassistent'), L('waterproof', 'wasserdicht'), same('Gaming'), L('home office', 'Homeoffice'),
  L('copy paper', 'Kopierpapier'), L('labels', 'Etiketten'), same('Rack Server'), same('NAS'), L('Wi-Fi 6', 'WLAN 6'), same('PoE'),
  L('docking station', 'Dockingstation'), L('monitor arm', 'Monitorarm'), L('projector', 'Beamer'), L('soundbar', 'Soundbar'),
  L('memory card', 'Speicherkarte'), L('tripod', 'Stativ'), L('gift idea', 'Geschenkidee'),
];
