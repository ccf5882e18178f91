import type { Passage } from '../types.js';

/*
 * Blind round 6 (a): written without reading the summariser or the bench harness, to report only.
 */

export const blind6PhysicsWaves: Passage = {
  id: 'blind6-physics-waves',
  subject: 'Physics',
  topic: 'Waves',
  qualification: 'GCSE',
  text: `Waves

What a wave is
A wave transfers energy from one place to another without transferring matter. When ripples spread across a pond, the water itself only moves up and down; it is the energy that travels outwards.

There are two types of wave. In a transverse wave the oscillations are perpendicular (at right angles) to the direction of energy transfer. Examples include ripples on water and all electromagnetic waves. In a longitudinal wave the oscillations are parallel to the direction of energy transfer, which produces areas of compression and rarefaction. Sound waves are longitudinal.

Describing waves
Amplitude: the maximum displacement of a point on the wave from its rest position.
Wavelength: the distance from one point on a wave to the equivalent point on the next wave, for example crest to crest.
Frequency is the number of waves passing a point each second, measured in hertz (Hz). The period is the time taken for one complete wave, so period = 1 / frequency.

These quantities are linked by the wave equation: wave speed = frequency × wavelength, or v = f λ. For example, a sound wave with a frequency of 170 Hz and a wavelength of 2 m travels at 340 m/s. In the exam, check the units before substituting, because frequencies are often given in kHz and wavelengths in cm.

The electromagnetic spectrum
Electromagnetic waves are transverse, can travel through a vacuum and all travel at the same speed in a vacuum: 300 000 000 m/s. In order of increasing frequency and decreasing wavelength they are radio waves, microwaves, infrared, visible light, ultraviolet (UV), X-rays and gamma rays. Their uses include:
- Radio waves: television and radio broadcasting
- Microwaves: satellite communications and cooking food
- Infrared: electric heaters, thermal imaging cameras and remote controls
- Visible light: fibre optic communications
- Ultraviolet: energy-efficient lamps and security marking
- X-rays and gamma rays: medical imaging and cancer treatment; gamma rays also sterilise surgical instruments

Dangers
The higher the frequency, the more energy the radiation transfers and the more harmful it can be. Ultraviolet can cause sunburn, skin cancer and eye damage. X-rays and gamma rays are ionising radiation: they can damage or kill cells and cause mutations in DNA that may lead to cancer. This is why radiographers stand behind lead screens. Microwaves can heat body tissue, although mobile phone signals are low power and the risk is thought to be very small.

In a six-mark question on dangers, using the words "ionising" and "mutation" is where many of the marks come from.`,
  keyFacts: [
    {
      fact: 'Waves transfer energy from place to place without transferring matter',
      keywords: [['transfers energy'], ['matter']],
    },
    {
      fact: 'In a transverse wave the oscillations are perpendicular to the direction of energy transfer',
      keywords: [['transverse'], ['perpendicular', 'right angles']],
    },
    {
      fact: 'In a longitudinal wave the oscillations are parallel to the direction of energy transfer, giving compressions and rarefactions',
      keywords: [['longitudinal'], ['parallel'], ['compression', 'rarefaction']],
    },
    {
      fact: 'Frequency is the number of waves passing a point each second, measured in hertz',
      keywords: [['frequency'], ['hertz', 'Hz']],
    },
    {
      fact: 'The wave equation: wave speed = frequency × wavelength (v = f λ)',
      keywords: [['wave speed', 'v = f'], ['wavelength']],
    },
    {
      fact: 'All electromagnetic waves are transverse and travel at the same speed through a vacuum',
      keywords: [['electromagnetic'], ['vacuum']],
    },
    {
      fact: 'The EM spectrum runs from radio waves to gamma rays in order of increasing frequency',
      keywords: [['radio waves'], ['gamma rays'], ['increasing frequency', 'decreasing wavelength']],
    },
    {
      fact: 'Microwaves are used for satellite communications and cooking',
      keywords: [['microwaves'], ['satellite', 'cooking']],
    },
    {
      fact: 'Ultraviolet can cause sunburn and skin cancer',
      keywords: [
        ['ultraviolet', 'UV'],
        ['skin cancer', 'sunburn'],
      ],
    },
    {
      fact: 'X-rays and gamma rays are ionising and can cause mutations that lead to cancer',
      keywords: [['ionising'], ['mutation', 'cancer']],
    },
  ],
};

export const blind6SociologyFamily: Passage = {
  id: 'blind6-sociology-family',
  subject: 'Sociology',
  topic: 'The family',
  qualification: 'A-level',
  text: `The family: perspectives and changing patterns

Functionalist views
Functionalists see the family as meeting the needs of both society and its members. Murdock (1949), after studying 250 societies, argued that the nuclear family is universal because it performs four essential functions: sexual, reproductive, economic and educational. Parsons argued that the family has lost many functions to other institutions but keeps two "basic and irreducible" ones: the primary socialisation of children and the stabilisation of adult personalities, sometimes called the "warm bath" theory. He also claimed that the isolated nuclear family is the best "functional fit" for modern industrial society because it is geographically mobile. Critics say this picture ignores conflict and domestic violence.

Marxist views
Marxists see the family as serving capitalism rather than society as a whole. Engels argued that monogamy developed so that men could be certain of the paternity of their heirs and pass on private property. Zaretsky claimed that the family offers a haven from the exploitation of the workplace, but that this is largely an illusion, and that it acts as a unit of consumption, with advertisers using "pester power" to target children. The family also passes on ruling-class ideology by teaching children to accept hierarchy. Feminists criticise Marxism for ignoring gender inequality.

Feminist views
Feminists argue that the family is patriarchal and benefits men at the expense of women. Liberal feminists such as Somerville believe inequality is gradually being reduced through changing attitudes and laws such as the Equal Pay Act 1970. Marxist feminists such as Benston argue that women's free domestic labour reproduces the workforce for capitalism, while Ansley claims that wives absorb the frustration men feel at work. Radical feminists Delphy and Leonard see the family as an economic system in which women's unpaid work mainly benefits men.

Changing family patterns
Nuclear family: two generations, parents and their dependent children, living together.
Marriage has declined sharply: there were about 480,000 marriages in England and Wales in 1972 compared with around 220,000 in 2019. Divorce rose after the Divorce Reform Act 1969, which came into force in 1971 and allowed divorce on the grounds of "irretrievable breakdown"; divorces peaked at about 165,000 in 1993. Cohabitation has grown, and around half of all babies are now born outside marriage. Over a fifth of families with dependent children are lone-parent families, mostly headed by mothers. Same-sex marriage has been legal in England and Wales since 2014. Sociologists explain these trends through secularisation, declining stigma and women's greater financial independence.

In a 20-mark essay, apply theories to recent trends and evaluate them using other perspectives and statistics. The Rapoports identified five types of family diversity, although you rarely need to list all five.`,
  keyFacts: [
    {
      fact: 'Murdock argued the nuclear family is universal and performs four essential functions',
      keywords: [['Murdock'], ['universal', 'four essential functions']],
    },
    {
      fact: 'Parsons: the family keeps two irreducible functions, primary socialisation and stabilisation of adult personalities',
      keywords: [['Parsons'], ['primary socialisation', 'stabilisation']],
    },
    {
      fact: 'Parsons: the isolated nuclear family is the functional fit for industrial society',
      keywords: [['functional fit'], ['industrial']],
    },
    {
      fact: 'Engels: monogamy developed so men could pass private property to their heirs',
      keywords: [['Engels'], ['private property', 'heirs', 'monogamy']],
    },
    {
      fact: 'Zaretsky: the family is an illusory haven from capitalism and a unit of consumption',
      keywords: [['Zaretsky'], ['haven', 'consumption']],
    },
    {
      fact: "Marxist feminist Benston: women's free domestic labour reproduces the workforce for capitalism",
      keywords: [['Benston'], ['domestic labour']],
    },
    {
      fact: "Radical feminists Delphy and Leonard see the family as patriarchal, with women's unpaid work benefiting men",
      keywords: [['Delphy'], ['patriarchal', 'unpaid']],
    },
    {
      fact: 'The Divorce Reform Act 1969 allowed divorce for irretrievable breakdown',
      keywords: [['Divorce Reform Act'], ['irretrievable breakdown', '1969']],
    },
    {
      fact: 'Marriages fell from about 480,000 in 1972 to around 220,000 in 2019',
      keywords: [
        ['480,000', '1972'],
        ['220,000', '2019'],
      ],
    },
    {
      fact: 'Around half of babies are now born outside marriage as cohabitation has grown',
      keywords: [['outside marriage'], ['half', 'cohabitation']],
    },
  ],
};

export const blind6HistoryColdWar: Passage = {
  id: 'blind6-history-cold-war-origins',
  subject: 'History',
  topic: 'Origins of the Cold War 1945-1949',
  qualification: 'GCSE',
  text: `Origins of the Cold War, 1945–1949

From allies to rivals
The USA, Britain and the USSR had fought together against Nazi Germany, but their alliance was one of convenience. The capitalist USA and the communist USSR distrusted each other's aims. Stalin also wanted a buffer zone in Eastern Europe after the USSR had lost around 20 million people in the war.

Wartime conferences
At the Yalta Conference in February 1945, Roosevelt, Churchill and Stalin agreed that Germany and Berlin would be divided into four zones of occupation. Stalin promised free elections in Eastern Europe and agreed to join the war against Japan, and the leaders agreed to set up the United Nations. Yalta is often seen as the high point of cooperation, although they disagreed over Poland.

The Potsdam Conference in July–August 1945 was far tenser. Roosevelt had died in April and been replaced by Truman, who was openly suspicious of Stalin, and Churchill was replaced partway through by Attlee. Truman told Stalin about the atomic bomb, which was dropped on Hiroshima on 6 August 1945. They also argued over reparations and Soviet control of Poland.

Growing tension
In March 1946 Churchill warned in his "Iron Curtain" speech at Fulton, Missouri, that Soviet influence was spreading across Eastern Europe. After the war, communists used "salami tactics" to take control of countries such as Poland, Hungary and Czechoslovakia.

Containment: the US policy of stopping communism spreading further.
The Truman Doctrine (March 1947) promised US support to any country resisting communism, starting with $400 million for Greece and Turkey. It was followed by the Marshall Plan (June 1947), which gave around $13 billion of aid to 16 European countries to rebuild their economies and reduce the appeal of communism. Stalin called it "dollar imperialism", kept Eastern Europe from accepting it and set up Cominform (1947) and Comecon (1949).

The Berlin Blockade
In June 1948 the Western Allies introduced a new currency, the Deutschmark, in their zones. Stalin responded on 24 June 1948 by cutting all road, rail and canal routes into West Berlin, hoping to force the West out. Instead, the Berlin Airlift flew in more than two million tonnes of supplies, and Stalin lifted the blockade in May 1949.

NATO was formed in April 1949 as a Western military alliance, and later that year Germany was split into the Federal Republic (West Germany) and the German Democratic Republic (East Germany). The USSR also tested its first atomic bomb in August 1949, starting the arms race.

Exam tip: when explaining causes, link each event to growing mistrust rather than describing it in isolation. A minor detail: US pilot Gail Halvorsen dropped sweets to Berlin children during the airlift.`,
  keyFacts: [
    {
      fact: 'At Yalta (February 1945) it was agreed to divide Germany into four zones',
      keywords: [['Yalta'], ['four zones']],
    },
    { fact: 'Stalin promised free elections in Eastern Europe', keywords: [['Stalin'], ['free elections']] },
    {
      fact: 'At Potsdam (July 1945) Truman had replaced Roosevelt and told Stalin about the atomic bomb',
      keywords: [['Potsdam'], ['Truman'], ['atomic bomb']],
    },
    {
      fact: 'Churchill gave his Iron Curtain speech in March 1946',
      keywords: [['Iron Curtain'], ['1946', 'Churchill']],
    },
    {
      fact: 'The Truman Doctrine (March 1947) set out the policy of containment',
      keywords: [['Truman Doctrine'], ['containment', 'resisting communism']],
    },
    {
      fact: 'The Marshall Plan gave about $13 billion of aid to rebuild Europe',
      keywords: [['Marshall Plan'], ['13 billion']],
    },
    {
      fact: 'Stalin called Marshall Aid dollar imperialism and set up Cominform and Comecon',
      keywords: [['dollar imperialism', 'Cominform', 'Comecon']],
    },
    {
      fact: 'The Berlin Blockade began in June 1948 after the West introduced a new currency',
      keywords: [['blockade'], ['currency', 'Deutschmark']],
    },
    {
      fact: 'The Berlin Airlift supplied West Berlin until the blockade was lifted in May 1949',
      keywords: [['airlift'], ['May 1949', 'two million tonnes', 'supplies']],
    },
    {
      fact: 'NATO was formed in April 1949 and Germany was split into West and East Germany',
      keywords: [['NATO'], ['April 1949', 'West Germany']],
    },
  ],
};

export const blind6ComputingCyberSecurity: Passage = {
  id: 'blind6-computer-science-cyber-security',
  subject: 'Computer Science',
  topic: 'Cyber security',
  qualification: 'GCSE',
  text: `Cyber security: threats and prevention

Why it matters
Cyber security is about protecting networks, computers and data from attack, damage or unauthorised access. A single attack can cost an organisation millions of pounds and damage customers' trust. In 2017, for example, the WannaCry ransomware attack disrupted many NHS hospitals in England.

Malware
Malware is malicious software designed to harm a computer system or steal data. A virus attaches itself to a file or program and spreads when the user runs or copies that file. Worms are similar, but they replicate themselves and spread across a network without any user action. A trojan is malware disguised as legitimate software, such as a free game. Ransomware encrypts a victim's files and demands payment for the decryption key, while spyware secretly records what the user does, including keystrokes and passwords.

Social engineering and other attacks
Social engineering means manipulating people, rather than technology, into giving away information. Phishing is the most common type: criminals send emails that pretend to come from a trusted organisation, such as a bank, asking users to click a link and enter their personal details on a fake website. Warning signs include poor spelling, urgent threats and a generic greeting like "Dear customer". Shoulder surfing, where someone watches you type a PIN, is another simple example.

SQL injection: typing SQL code into an input box on a website form so that the code is run by the database. This can let an attacker view, change or delete data. A brute force attack uses trial and error, trying every possible combination of characters until the correct password is found; automated software can try millions of passwords quickly. A denial of service attack floods a server with requests so that genuine users cannot access it.

Preventing attacks
A firewall monitors incoming and outgoing network traffic and blocks anything that does not meet a set of security rules. Anti-malware software scans files and removes or quarantines anything suspicious, but must be updated regularly. SQL injection is prevented by input validation and parameterised queries, which stop user input being treated as code. Brute force attacks are countered by strong passwords, CAPTCHA tests and accounts being locked after a few failed attempts. Penetration testing is when an organisation employs specialists to carry out authorised, simulated attacks on its own system to find vulnerabilities before criminals do. Staff training is also vital, because many attacks rely on human error.

In the exam, always match the prevention method to the specific threat in the question; "use a firewall" on its own will not score for phishing.`,
  keyFacts: [
    {
      fact: 'Malware is malicious software designed to harm a system or steal data',
      keywords: [['malware'], ['malicious software']],
    },
    {
      fact: 'A virus attaches to a file and spreads when it is run; a worm replicates itself across a network',
      keywords: [['virus'], ['worm'], ['replicate', 'attaches']],
    },
    {
      fact: 'A trojan is malware disguised as legitimate software',
      keywords: [['trojan'], ['disguised', 'legitimate']],
    },
    { fact: 'Ransomware encrypts files and demands payment', keywords: [['ransomware'], ['encrypts', 'payment']] },
    {
      fact: 'Phishing uses fake emails pretending to be from a trusted organisation to get personal details',
      keywords: [['phishing'], ['email'], ['trusted', 'bank', 'personal details']],
    },
    {
      fact: 'SQL injection enters SQL code into a website input box so it is run by the database',
      keywords: [['SQL injection'], ['input', 'form'], ['database']],
    },
    {
      fact: 'SQL injection is prevented by input validation and parameterised queries',
      keywords: [['input validation', 'parameterised queries']],
    },
    {
      fact: 'A brute force attack uses trial and error to try every password combination',
      keywords: [['brute force'], ['trial and error', 'combination']],
    },
    {
      fact: 'A firewall monitors incoming and outgoing traffic and blocks it according to rules',
      keywords: [['firewall'], ['incoming', 'traffic']],
    },
    {
      fact: 'Penetration testing uses authorised simulated attacks to find vulnerabilities',
      keywords: [['penetration testing'], ['vulnerabilities', 'simulated']],
    },
  ],
};
