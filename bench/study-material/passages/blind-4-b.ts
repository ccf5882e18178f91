import type { Passage } from '../types.js';

/*
 * Blind passages, round 4 (set b): written without reference to the summariser or the rest of the bench.
 */

export const blind4ChemistryBonding: Passage = {
  id: 'blind4-chemistry-bonding-structure',
  subject: 'Chemistry',
  topic: 'Ionic, covalent and metallic bonding and properties',
  qualification: 'GCSE',
  text: `C2 Bonding, structure & properties of matter (AQA GCSE Chem)

Three types of strong chemical bond → ionic, covalent, metallic. Which one you get depends on the elements involved.

Definitions
Ionic bond: the electrostatic attraction between oppositely charged ions.
Covalent bond: a shared pair of electrons between two non-metal atoms.
Metallic bond: attraction between positive metal ions and a sea of delocalised electrons.

Ionic bonding (metal + non-metal)
- Metal atoms lose electrons → positive ions, e.g. Na → Na+
- Non-metal atoms gain electrons → negative ions, e.g. Cl → Cl-
- Ions get a full outer shell (noble gas structure). Show it with a dot and cross diagram.
- Forms a giant ionic lattice. Lots of energy needed to overcome the strong electrostatic forces acting in all directions, so NaCl has a high melting point (801°C).
- Can't conduct when solid b/c ions are fixed, but conducts when molten or dissolved b/c the ions are free to move and carry charge.

Covalent bonding (non-metals only)
• Simple molecules e.g. H2O, CH4, Cl2 → low melting/boiling points b/c only the weak intermolecular forces are overcome, NOT the covalent bonds. Don't conduct - molecules have no overall charge.
• Giant covalent structures, e.g. diamond, graphite, silicon dioxide → very high melting points b/c lots of strong covalent bonds must be broken.
• Diamond: each carbon bonded to 4 others, so it is very hard and doesn't conduct (no free electrons).
• Graphite: each carbon bonded to 3 others in layers with no covalent bonds between them → soft and slippery. One electron per carbon is delocalised, so graphite conducts electricity.

Metallic bonding
Metals like copper are giant structures of positive ions in a sea of delocalised electrons. The delocalised electrons move through the structure, so metals are good conductors of electricity and heat. Pure metals are malleable b/c the layers of atoms can slide over each other. Alloys are harder b/c different sized atoms distort the layers so they can't slide.

| Property | Ionic | Simple covalent | Giant covalent | Metallic |
|---|---|---|---|---|
| Example | NaCl | H2O | diamond | copper |
| Particles | ions | small molecules | atoms | positive ions + delocalised e- |
| Melting point | high | low | very high | high |
| Conducts? | only when molten/dissolved | no | no (graphite yes) | yes, solid + liquid |
| Why | ions free to move | no charged particles | no free electrons | delocalised electrons |

Exam tip: "explain why" questions → name the particles, the type of force, and say whether it is strong or weak.`,
  keyFacts: [
    {
      fact: 'Ionic bond: electrostatic attraction between oppositely charged ions',
      keywords: [['ionic'], ['electrostatic', 'oppositely charged']],
    },
    {
      fact: 'Metal atoms lose electrons to form positive ions; non-metals gain electrons',
      keywords: [
        ['lose electron', 'loses electron', 'gain electron'],
        ['positive ion', 'negative ion'],
      ],
    },
    { fact: 'Covalent bond: a shared pair of electrons', keywords: [['covalent'], ['shared pair', 'share']] },
    {
      fact: 'Metallic bonding: positive ions in a sea of delocalised electrons',
      keywords: [
        ['metallic', 'metal'],
        ['delocalised', 'sea of electrons'],
      ],
    },
    {
      fact: 'Ionic compounds (NaCl) have high melting points: strong electrostatic forces in all directions',
      keywords: [
        ['ionic', 'nacl'],
        ['high melting', 'high mp'],
      ],
    },
    {
      fact: 'Ionic compounds conduct when molten or dissolved because ions are free to move',
      keywords: [
        ['molten', 'dissolved'],
        ['free to move', 'ions free'],
      ],
    },
    {
      fact: 'Simple molecules have low melting points because only weak intermolecular forces are overcome',
      keywords: [['intermolecular'], ['weak', 'low']],
    },
    {
      fact: 'Diamond: each carbon bonded to 4 others, very hard, does not conduct',
      keywords: [['diamond'], ['4 others', 'four others', 'hard']],
    },
    {
      fact: 'Graphite conducts because one electron per carbon is delocalised',
      keywords: [['graphite'], ['conduct', 'delocalised']],
    },
    {
      fact: 'Metals are malleable as layers slide; alloys are harder as different sized atoms distort layers',
      keywords: [
        ['malleable', 'alloy'],
        ['slide', 'distort'],
      ],
    },
  ],
};

export const blind4MarketStructures: Passage = {
  id: 'blind4-economics-market-structures',
  subject: 'Economics',
  topic: 'Market structures: perfect competition, monopoly, oligopoly',
  qualification: 'A-level',
  text: `Market structures - Year 2 micro notes

Market structure = how many firms there are, how alike their products are and how easy it is to get into the market. Spectrum: perfect competition → monopolistic competition → oligopoly → monopoly.

Comparison table (copied from class doc)
Feature	Perfect competition	Monopoly	Oligopoly
Number of firms	Very many small firms	One firm (legal monopoly = 25%+ market share)	A few large firms dominate
Product	Homogeneous (identical)	Unique, no close substitutes	Usually differentiated
Barriers to entry	None - free entry and exit	Very high	High
Price setting	Price taker (P = AR = MR)	Price maker	Interdependent - firms watch rivals
Long-run profit	Normal profit only	Supernormal profit	Supernormal profit likely
Efficiency	Allocative (P = MC) + productive	Allocatively inefficient (P > MC)	Usually inefficient

Perfect competition
Assumes perfect information and no barriers. If firms make supernormal profit in the short run, new firms enter, supply rises, price falls until only normal profit is made in the long run (LR). Theoretical benchmark - nearest real example = agricultural markets.

Monopoly
A pure monopoly is a single seller, but the CMA treats a firm with 25% market share as having monopoly power. Profit max where MC = MR, so higher price + lower output than PC. Not all bad: supernormal profit can fund R&D → dynamic efficiency, and natural monopolies benefit from huge economies of scale.

Barriers to entry
Stop new firms entering + competing profits away:
- economies of scale (incumbents have lower average costs)
- sunk costs, e.g. advertising you can't get back
- brand loyalty
- patents and other legal barriers
- limit pricing (setting a price low enough to deter entry)

Oligopoly
Key feature = interdependence: each firm's decisions depend on how rivals react. Tends towards non-price competition (loyalty cards, ads) rather than price wars. Collusion raises joint profits but cartels are illegal under the Competition Act 1998.

Kinked demand curve
- If a firm raises its price, rivals don't follow → it loses lots of customers → demand is elastic above the kink.
- If it cuts its price, rivals follow → small gain in sales → demand is inelastic below the kink.
- So prices are sticky (rigid). The gap in the MR curve means MC can change without the price changing.
Limitation: it doesn't explain how the price was set in the first place.

Example: UK supermarkets
Concentration ratio: the combined market share of the largest n firms in a market.
Tesco (approx. 27%), Sainsbury's (15%), Asda (13%) and Aldi (10%) → 4-firm concentration ratio of roughly 65%, so the grocery market is an oligopoly. Mostly non-price competition (Clubcard prices, price matching).`,
  keyFacts: [
    {
      fact: 'Perfect competition: many firms selling homogeneous products',
      keywords: [['perfect competition'], ['homogeneous', 'identical']],
    },
    { fact: 'Firms in perfect competition are price takers', keywords: [['price taker']] },
    {
      fact: 'In perfect competition entry competes supernormal profit away, leaving normal profit in the long run',
      keywords: [['normal profit'], ['long run', 'LR', 'enter']],
    },
    {
      fact: 'Monopoly: single seller; legal monopoly at 25% market share',
      keywords: [['monopoly'], ['25%', 'single seller', 'one firm']],
    },
    {
      fact: 'Monopolist is a price maker earning supernormal profit, allocatively inefficient',
      keywords: [['price maker', 'supernormal', 'inefficient']],
    },
    {
      fact: 'Barriers to entry: economies of scale, sunk costs, brand loyalty, patents, limit pricing',
      keywords: [['barrier'], ['economies of scale', 'sunk cost', 'brand loyalty', 'patent', 'limit pricing']],
    },
    {
      fact: 'Oligopoly: a few large firms that are interdependent',
      keywords: [['oligopoly'], ['interdependen']],
    },
    {
      fact: 'Collusion raises profits but cartels are illegal (Competition Act 1998)',
      keywords: [
        ['collusion', 'collude', 'cartel'],
        ['illegal', 'competition act'],
      ],
    },
    {
      fact: 'Kinked demand curve: rivals follow price cuts but not rises, so prices are sticky',
      keywords: [['kink'], ['sticky', 'rigid', 'follow']],
    },
    {
      fact: 'UK supermarkets: 4-firm concentration ratio of about 65%',
      keywords: [
        ['concentration ratio', '4-firm'],
        ['65%', 'supermarket'],
      ],
    },
  ],
};

export const blind4ClimateChange: Passage = {
  id: 'blind4-geography-climate-change',
  subject: 'Geography',
  topic: 'Climate change: evidence, causes and effects',
  qualification: 'GCSE',
  text: `Mind map - CLIMATE CHANGE (Paper 1, Weather hazards & climate change)

CENTRE: Climate change = long-term change in Earth's average temperatures & weather patterns. Quaternary period = last 2.6 million yrs → glacial & interglacial periods.

EVIDENCE
  - Global temps ↑ ~1.1°C since pre-industrial times (1850-1900)
    * 10 warmest years on record all since 2010
  - Ice cores (Antarctica)
    * trapped air bubbles show CO2 + temp going back 800,000 yrs
  - Tree rings
    * 1 ring per year, thicker = warmer/wetter year
  - Shrinking glaciers + Arctic sea ice
    * glaciers retreating e.g. the Alps
  - Sea level
    * risen about 20 cm since 1900 (thermal expansion + melting ice)
  - Historical records e.g. diaries, harvest dates, paintings of Thames frost fairs
    * short time span + not always reliable

CAUSES - NATURAL
  - Milankovitch cycles
    * changes in Earth's orbit (eccentricity, ~100,000 yr cycle), axial tilt + wobble
  - Solar output
    * more sunspots = more energy from the Sun
    * Maunder Minimum (1645-1715), few sunspots → Little Ice Age
  - Volcanic eruptions
    * ash + sulphur dioxide block sunlight → short-term cooling
    * e.g. Mt Pinatubo 1991 cooled global temps ~0.5°C for about a year

CAUSES - HUMAN (enhanced greenhouse effect)
  - Greenhouse gases (CO2, methane) trap heat radiated from the Earth → more gas = more heat trapped
  - Burning fossil fuels (coal, oil, gas) for energy + transport
    * CO2 ~280 ppm pre-industrial → over 420 ppm today
  - Deforestation
    * fewer trees to absorb CO2, burning releases it
  - Agriculture
    * cattle + rice paddies → methane (about 25x stronger than CO2)

EFFECTS - ENVIRONMENT
  - Sea level rise → coastal flooding + erosion, e.g. 0.5m rise by 2100 would threaten low-lying coasts
  - Melting ice → loss of habitat e.g. polar bears
  - Warmer oceans → coral bleaching (Great Barrier Reef)
  - Species shift towards the poles / to higher altitudes

EFFECTS - PEOPLE
  - More extreme weather: heatwaves, droughts, stronger storms
    * UK hit 40°C for the first time in July 2022
  - Low-lying countries at risk e.g. Bangladesh, Maldives
  - Crop yields fall in some places (e.g. sub-Saharan Africa) → food shortages
  - More people affected by water shortages
  - Tourism changes e.g. less snow for ski resorts

MANAGING IT (link to next topic)
  - Mitigation = reducing the causes
    * renewable energy, carbon capture, planting trees, Paris Agreement 2015
  - Adaptation = responding to the effects
    * flood defences, drought-resistant crops, water transfer

Remember: natural causes can't explain the rapid warming since 1950 → human activity is the main cause (IPCC).`,
  keyFacts: [
    {
      fact: 'Global temperatures have risen about 1.1°C since pre-industrial times',
      keywords: [['1.1']],
    },
    {
      fact: 'Ice cores contain air bubbles showing CO2 and temperature for 800,000 years',
      keywords: [['ice core'], ['800,000', 'bubble']],
    },
    { fact: 'Tree rings: thicker rings show warmer, wetter years', keywords: [['tree ring']] },
    { fact: 'Sea level has risen about 20 cm since 1900', keywords: [['sea level'], ['20 cm', '20cm']] },
    {
      fact: "Milankovitch cycles: changes in Earth's orbit, tilt and wobble",
      keywords: [['milankovitch', 'orbit']],
    },
    {
      fact: 'Sunspots / solar output: Maunder Minimum linked to the Little Ice Age',
      keywords: [['sunspot', 'solar output', 'maunder']],
    },
    {
      fact: 'Volcanic eruptions: ash and sulphur dioxide block sunlight, short-term cooling',
      keywords: [['volcan'], ['block', 'cool']],
    },
    {
      fact: 'CO2 has risen from about 280 ppm to over 420 ppm',
      keywords: [['ppm'], ['420', '280']],
    },
    {
      fact: 'Enhanced greenhouse effect: burning fossil fuels, deforestation and agriculture add greenhouse gases',
      keywords: [['greenhouse'], ['fossil fuel', 'deforestation', 'methane']],
    },
    {
      fact: 'Effects: more extreme weather, heatwaves and droughts (UK 40°C in 2022)',
      keywords: [['extreme weather', 'heatwave', 'drought']],
    },
  ],
};

export const blind4NetworkProtocols: Passage = {
  id: 'blind4-computing-network-protocols-layers',
  subject: 'Computer Science',
  topic: 'Network protocols and layers',
  qualification: 'GCSE',
  text: `1.3.2 Network protocols and layers (OCR J277)

Devices on a network all have to follow the same rules, otherwise the data makes no sense at the other end. These rules are called protocols, and each one does a different job.

Protocols you need to know

| Protocol | Purpose |
|---|---|
| HTTP | Hypertext Transfer Protocol - requesting and sending web pages between a web server and a browser |
| HTTPS | HTTP Secure - same as HTTP but the data is encrypted (passwords, banking) |
| FTP | File Transfer Protocol - transferring files between computers, e.g. uploading a website |
| SMTP | Simple Mail Transfer Protocol - used to send emails between mail servers |
| POP | Post Office Protocol - downloads emails to one device, then deletes them from the server |
| IMAP | Internet Message Access Protocol - keeps emails on the server so they sync across devices |
| TCP/IP | Transmission Control Protocol / Internet Protocol - TCP splits data into packets and reassembles them; IP addresses and routes the packets |

Mnemonic for the layers (top to bottom): "All Teachers In Lessons" → Application, Transport, Internet, Link.

The 4-layer TCP/IP model
1. Application layer - where apps like browsers and email clients work. Uses HTTP, HTTPS, FTP, SMTP, POP and IMAP.
2. Transport layer - TCP sets up the connection, splits the data into numbered packets and checks they all arrive; missing packets are re-sent and put back in order.
3. Internet layer (sometimes called the network layer) - IP adds the source and destination IP addresses to each packet. Routers use these to route the packets across networks.
4. Link layer - adds the MAC addresses of the sending and receiving hardware and converts the data into signals sent over the cable or Wi-Fi by the NIC.

When data is received it goes back UP through the layers in reverse order.

Why use layers?
- Each layer is self-contained, so one layer can be changed without affecting the others.
- Breaks the problem into smaller parts → easier to develop and debug.
- Companies can make products for just one layer that still work with everything else → interoperability.

Key definitions
Protocol: a set of rules that control how data is sent and received over a network.
Layer: a division of network functionality that handles one part of communication.
Packet: a small chunk of data with a header (source + destination address, packet number), the payload and a checksum.
Standard: an agreed set of requirements so products from different manufacturers work together.`,
  keyFacts: [
    {
      fact: 'A protocol is a set of rules for how data is sent and received',
      keywords: [['protocol'], ['set of rules']],
    },
    {
      fact: 'HTTP transfers web pages between a web server and a browser',
      keywords: [['http'], ['web page', 'browser']],
    },
    { fact: 'HTTPS is HTTP with the data encrypted', keywords: [['https'], ['encrypt']] },
    { fact: 'FTP transfers files between computers', keywords: [['ftp', 'file transfer'], ['file']] },
    { fact: 'SMTP sends emails between mail servers', keywords: [['smtp'], ['send']] },
    {
      fact: 'POP downloads and deletes emails from the server; IMAP keeps them on the server and syncs',
      keywords: [
        ['pop', 'imap'],
        ['delete', 'sync', 'keeps'],
      ],
    },
    {
      fact: 'TCP splits data into packets and reassembles them; IP addresses and routes packets',
      keywords: [['tcp'], ['packet']],
    },
    {
      fact: 'The 4-layer TCP/IP model: application, transport, internet, link',
      keywords: [['application'], ['transport'], ['internet layer', 'link']],
    },
    {
      fact: 'Link layer adds MAC addresses; internet layer adds IP addresses used by routers',
      keywords: [
        ['mac address', 'ip address'],
        ['link', 'internet layer', 'router'],
      ],
    },
    {
      fact: 'Layers are self-contained, so one can be changed without affecting the others',
      keywords: [['layer'], ['self-contained', 'without affecting']],
    },
  ],
};
