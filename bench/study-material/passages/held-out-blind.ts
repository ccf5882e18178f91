import type { Passage } from '../types.js';

/*
 * Blind held-out passages: written after the 2026-11 tuning round and run once, to report, never to
 * choose anything (held-out-sciences.ts and held-out-humanities.ts were consulted for the cue factors).
 */

export const blindTectonic: Passage = {
  id: 'blind-geography-tectonic-hazards',
  subject: 'Geography',
  topic: 'Tectonic hazards',
  qualification: 'GCSE',
  text: `Tectonic hazards (AQA Paper 1: Living with the physical environment)

The Earth's crust is broken into tectonic plates that move because of convection currents in the mantle. Oceanic crust is thinner and denser than continental crust.

Plate margins
At a destructive margin the denser oceanic plate is subducted beneath the continental plate. The plate melts as it sinks, and the magma rises to form explosive composite volcanoes, such as Mount St Helens.
At a constructive margin two plates move apart, so magma rises to fill the gap and forms gentle shield volcanoes, as in Iceland.
At a conservative margin plates slide past each other; no volcanoes form, but pressure builds up and is released as earthquakes, for example along the San Andreas Fault.

Measuring earthquakes
The magnitude of an earthquake is measured on the moment magnitude scale. The focus is the point underground where the earthquake starts, and the epicentre is the point on the surface directly above it.

Case study: Nepal earthquake, 25 April 2015
A magnitude 7.8 earthquake struck near Kathmandu. Primary effects: about 9,000 people died and 8 million people were affected; buildings and roads collapsed. Secondary effects: avalanches on Mount Everest killed 19 people, and landslides blocked rivers and cut off villages. Immediate responses included search and rescue teams from the UK and India and helicopters delivering food and water. Long-term responses included rebuilding homes to earthquake-resistant standards.

Why do people live near hazards?
Many people stay because volcanic soils are very fertile for farming, geothermal energy and tourism bring jobs, and moving away would mean leaving family and land behind.

Reducing the risk
The four Ps are monitoring, prediction, protection and planning. Scientists monitor volcanoes with tiltmeters and by measuring gas emissions, but earthquakes cannot be predicted accurately. Protection means building earthquake-resistant buildings with cross-bracing, rubber shock absorbers and deep foundations. Planning includes hazard maps and earthquake drills.`,
  keyFacts: [
    { fact: 'Plates move because of convection currents in the mantle', keywords: [['convection current']] },
    {
      fact: 'Destructive margin: oceanic plate subducted, composite volcanoes',
      keywords: [['destructive'], ['subduct', 'composite']],
    },
    {
      fact: 'Constructive margin: plates move apart, shield volcanoes',
      keywords: [['constructive'], ['apart', 'shield']],
    },
    {
      fact: 'Conservative margin: plates slide past each other, earthquakes',
      keywords: [['conservative'], ['slide past', 'earthquake']],
    },
    { fact: 'Epicentre is the point on the surface above the focus', keywords: [['epicentre'], ['surface', 'above']] },
    { fact: 'Nepal 2015 was magnitude 7.8', keywords: [['7.8']] },
    { fact: 'About 9,000 died in Nepal', keywords: [['9,000']] },
    {
      fact: 'Secondary effects: avalanches on Everest, landslides',
      keywords: [['avalanche', 'landslide']],
    },
    {
      fact: 'People live near hazards for fertile soils, geothermal energy, tourism',
      keywords: [['fertile', 'geothermal']],
    },
    {
      fact: 'Four Ps: monitoring, prediction, protection, planning',
      keywords: [
        ['monitoring', 'four ps'],
        ['planning', 'protection'],
      ],
    },
  ],
};

export const blindNetworks: Passage = {
  id: 'blind-computing-networks',
  subject: 'Computer Science',
  topic: 'Networks',
  qualification: 'GCSE',
  text: `Networks and protocols - revision notes

A network is two or more computers connected together so they can share resources such as files, printers and an internet connection.

LAN and WAN
- LAN (local area network): covers a small geographical area such as a school, and the hardware is usually owned by the organisation.
- WAN (wide area network): covers a large geographical area and uses infrastructure owned by third parties, such as telecommunications companies. The internet is the biggest WAN.

Factors that affect network performance
- Bandwidth: the amount of data that can be sent in a given time, measured in bits per second.
- Number of users: more devices sharing the bandwidth slows the network down.
- Transmission media: fibre optic cable is faster and works over longer distances than copper cable.
- Interference on wireless networks, for example from walls.

Topologies
In a star topology every device is connected to a central switch. If one cable fails only that device is affected, but if the switch fails the whole network goes down. In a mesh topology every device is connected to several others, so data can take another route if one connection fails; this makes it reliable but expensive to cable.

Protocols
A protocol is a set of rules for how devices communicate.
- TCP/IP: splits data into packets, addresses them and reassembles them in the right order.
- HTTP and HTTPS: used by web browsers; HTTPS encrypts the data.
- SMTP sends email, while IMAP and POP retrieve it from the mail server.
Protocols are organised into layers, so each layer can be changed without affecting the others.

Network security
Common threats include malware, phishing, brute-force attacks and SQL injection. Phishing tricks users into giving away personal data through fake emails or websites. Defences include firewalls, which block unauthorised traffic, strong passwords, user access levels and penetration testing, where an organisation pays experts to find weaknesses before criminals do.

Remember: a router sends packets between networks, while a switch sends data to devices within a LAN using their MAC addresses.`,
  keyFacts: [
    { fact: 'A network connects computers to share resources', keywords: [['network'], ['share']] },
    { fact: 'LAN covers a small area; hardware owned by the organisation', keywords: [['lan'], ['small']] },
    { fact: 'WAN covers a large area using third-party infrastructure', keywords: [['wan'], ['large', 'third part']] },
    { fact: 'Bandwidth: data sent in a given time', keywords: [['bandwidth'], ['given time', 'bits per second']] },
    {
      fact: 'Star topology: central switch; switch failure stops the network',
      keywords: [['star'], ['switch']],
    },
    { fact: 'Mesh topology: alternative routes, reliable but expensive', keywords: [['mesh'], ['route', 'reliable']] },
    { fact: 'A protocol is a set of rules for communication', keywords: [['protocol'], ['set of rules']] },
    { fact: 'TCP/IP splits data into packets and reassembles them', keywords: [['tcp/ip'], ['packets']] },
    { fact: 'HTTPS encrypts data', keywords: [['https'], ['encrypt']] },
    { fact: 'Firewalls block unauthorised traffic', keywords: [['firewall'], ['unauthorised', 'block']] },
  ],
};
