/**
 * The texts of the embeddable views and of the club's embedding setting (routes/embed.tsx).
 */
import { defineCatalog } from '../../core/types.js';

export const embedMessages = defineCatalog(
  {
    'embed.fullPage': 'Open the full page',
    'embed.badColour': '“{value}” is not a colour for {name}: write it in hexadecimal, such as 0b5cad.',
    'clubs.embedScript': 'Or, sized to its content and in your club’s colours:',
    'clubs.embed': 'Standings and pairings on your website',
    'clubs.embedHint':
      'Websites whose pages may show this club’s standings and pairings in a frame: addresses separated by spaces, such as https://club.example. Empty: none.',
    'clubs.embedOrigins': 'Websites allowed to embed',
    'clubs.embedSave': 'Save',
    'clubs.embedSaved': 'The websites allowed to embed are saved.',
    'clubs.embedCode': 'For a competition’s standings, put this on your page:',
    'refusal.ERR_INVALID_ORIGIN': '“{origin}” is not a web address such as https://club.example.',
  },
  {
    'embed.fullPage': 'Vollständige Seite öffnen',
    'embed.badColour': '„{value}“ ist keine Farbe für {name}: bitte hexadezimal angeben, etwa 0b5cad.',
    'clubs.embedScript': 'Oder, in der Höhe des Inhalts und in den Farben Ihres Vereins:',
    'clubs.embed': 'Tabelle und Paarungen auf Ihrer Website',
    'clubs.embedHint':
      'Websites, deren Seiten Tabelle und Paarungen dieses Vereins in einem Rahmen zeigen dürfen: Adressen durch Leerzeichen getrennt, etwa https://verein.example. Leer: keine.',
    'clubs.embedOrigins': 'Websites, die einbetten dürfen',
    'clubs.embedSave': 'Speichern',
    'clubs.embedSaved': 'Die Websites, die einbetten dürfen, sind gespeichert.',
    'clubs.embedCode': 'Für die Tabelle eines Wettbewerbs fügen Sie dies in Ihre Seite ein:',
    'refusal.ERR_INVALID_ORIGIN': '„{origin}“ ist keine Webadresse wie https://verein.example.',
  },
  {
    'embed.fullPage': 'Volledige pagina openen',
    'embed.badColour': '“{value}” is geen kleur voor {name}: schrijf die hexadecimaal, zoals 0b5cad.',
    'clubs.embedScript': 'Of, zo hoog als de inhoud en in de kleuren van uw club:',
    'clubs.embed': 'Stand en indeling op uw website',
    'clubs.embedHint':
      'Websites waarvan de pagina’s de stand en indeling van deze club in een frame mogen tonen: adressen gescheiden door spaties, zoals https://club.example. Leeg: geen.',
    'clubs.embedOrigins': 'Websites die mogen insluiten',
    'clubs.embedSave': 'Opslaan',
    'clubs.embedSaved': 'De websites die mogen insluiten zijn opgeslagen.',
    'clubs.embedCode': 'Voor de stand van een competitie zet u dit op uw pagina:',
    'refusal.ERR_INVALID_ORIGIN': '“{origin}” is geen webadres zoals https://club.example.',
  },
);
