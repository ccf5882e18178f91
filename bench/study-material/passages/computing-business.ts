import type { Passage } from '../types.js';

export const computingCpu: Passage = {
  id: 'computing-cpu-architecture',
  subject: 'Computer Science',
  topic: 'CPU architecture',
  qualification: 'GCSE',
  text: `Systems architecture - the CPU (OCR GCSE Computer Science J277, 1.1)

The purpose of the CPU (central processing unit) is to process data and instructions by carrying out the fetch-decode-execute cycle. Most computers use the Von Neumann architecture, in which data and instructions are stored together in the same memory.

Components of the CPU
ALU (arithmetic logic unit): carries out calculations such as addition and subtraction, and logical comparisons such as AND, OR and greater than.
CU (control unit): decodes instructions and sends control signals to coordinate the other parts of the CPU and the movement of data.
Cache: a small amount of very fast memory inside the CPU that stores frequently used instructions and data, so they do not have to be fetched from the slower RAM.
Registers: tiny, very fast storage locations inside the CPU.

Registers you need to know
- Program counter (PC): holds the address of the next instruction to be fetched.
- Memory address register (MAR): holds the address of the memory location currently being read from or written to.
- Memory data register (MDR): holds the data or instruction that has just been fetched from memory, or is about to be written to it.
- Accumulator (ACC): holds the results of calculations done by the ALU.

The fetch-decode-execute cycle
1. The address in the program counter is copied into the MAR.
2. The program counter is incremented by 1 so it points to the next instruction.
3. The instruction at the address in the MAR is fetched from memory and stored in the MDR.
4. The control unit decodes the instruction to work out what needs to be done.
5. The instruction is executed, for example the ALU performs a calculation and the result is stored in the accumulator.
The cycle then repeats, billions of times every second.

Factors affecting CPU performance
Clock speed: the number of fetch-decode-execute cycles the CPU can carry out per second, measured in hertz. A 3.5 GHz processor can carry out 3.5 billion cycles a second.
Number of cores: each core is a separate processing unit, so a quad-core CPU can work on four instructions at the same time. However, doubling the cores does not always double the performance, because some programs cannot be split into parallel tasks.
Cache size: a larger cache means more data can be held close to the processor, so the CPU waits less for RAM.

Embedded systems
An embedded system is a computer built into a larger device to do one dedicated job, for example in a washing machine, a microwave or a car's engine management system. Embedded systems are usually small, cheap to make, use little power and are very reliable.`,
  keyFacts: [
    {
      fact: 'The CPU processes data and instructions via the fetch-decode-execute cycle',
      keywords: [['fetch-decode-execute', 'fetch, decode']],
    },
    {
      fact: 'Von Neumann: data and instructions stored together in the same memory',
      keywords: [['von neumann', 'same memory']],
    },
    {
      fact: 'ALU performs calculations and logical comparisons',
      keywords: [
        ['arithmetic logic unit', 'the alu', 'alu ('],
        ['calculation', 'logical'],
      ],
    },
    {
      fact: 'Control unit decodes instructions and sends control signals',
      keywords: [['control unit'], ['decode', 'control signals']],
    },
    { fact: 'Cache is fast memory storing frequently used data', keywords: [['cache'], ['frequently used', 'fast']] },
    {
      fact: 'Program counter holds the address of the next instruction',
      keywords: [['program counter'], ['next instruction']],
    },
    {
      fact: 'MAR holds the address; MDR holds the data fetched',
      keywords: [['memory address register', 'memory data register', 'mdr']],
    },
    {
      fact: 'Clock speed is cycles per second, measured in hertz (GHz)',
      keywords: [['clock speed'], ['per second', 'hertz', 'ghz']],
    },
    {
      fact: 'More cores allow parallel processing but not always double the performance',
      keywords: [['cores'], ['same time', 'parallel', 'double']],
    },
    {
      fact: 'An embedded system is a computer inside a larger device with one dedicated job',
      keywords: [['embedded system'], ['dedicated', 'larger device']],
    },
  ],
};

export const computingSorting: Passage = {
  id: 'computing-sorting-algorithms',
  subject: 'Computer Science',
  topic: 'Searching and sorting algorithms',
  qualification: 'GCSE',
  text: `Searching and sorting algorithms

Linear search
A linear search checks each item in a list in turn, starting from the first, until it finds the target or reaches the end of the list. It works on unsorted lists and is simple to program, but it is slow for large lists: in the worst case it has to check every item.

Binary search
A binary search only works on a list that is already sorted. It looks at the middle item; if this is the target, the search stops. If the target is smaller, the top half of the list is discarded, otherwise the bottom half is discarded. This repeats with the remaining half until the item is found or there are no items left. Because the list halves every time, a binary search of 1,000 items needs at most 10 comparisons, so it is much more efficient than a linear search on large lists.

Bubble sort
1. Compare the first two items in the list.
2. If they are in the wrong order, swap them.
3. Move on one position and compare the next pair, continuing to the end of the list. This is one pass, and the largest item has now "bubbled" to the end.
4. Repeat the passes until a whole pass is made without any swaps.
Bubble sort is easy to code and sorts the list in place, so it needs little extra memory, but it is very inefficient for large lists.

Merge sort
Merge sort is a divide and conquer algorithm. It splits the list in half again and again until every sub-list contains just one item. Then it merges pairs of sub-lists back together, putting the items in order each time, until there is one sorted list. Merge sort is much faster than bubble sort on large lists, but it uses more memory because it creates new lists while merging.

Insertion sort
Insertion sort builds the sorted list one item at a time. It takes each item in turn and inserts it into the correct position among the items that have already been sorted. It is efficient for small lists and for lists that are nearly sorted already.

Key terms
Algorithm: a sequence of steps that can be followed to complete a task.
Decomposition: breaking a problem down into smaller sub-problems that are easier to solve.
Abstraction: removing unnecessary details from a problem so you can focus on what matters.
Trace table: a table used to record the values of variables as an algorithm runs, which helps to find logic errors.

Exam tip: when asked to show the stages of a bubble sort, write out the list after every pass, not just the final answer.`,
  keyFacts: [
    {
      fact: 'Linear search checks each item in turn; works on unsorted lists',
      keywords: [['linear search'], ['each item', 'in turn', 'unsorted']],
    },
    { fact: 'Binary search needs a sorted list', keywords: [['binary search'], ['sorted']] },
    { fact: 'Binary search looks at the middle item and discards half', keywords: [['middle'], ['half']] },
    { fact: 'Binary search of 1,000 items needs at most 10 comparisons', keywords: [['10 comparisons']] },
    {
      fact: 'Bubble sort compares adjacent pairs and swaps them',
      keywords: [
        ['bubble sort', 'swap'],
        ['pair', 'wrong order'],
      ],
    },
    { fact: 'Bubble sort stops when a pass makes no swaps', keywords: [['without any swaps', 'no swaps']] },
    {
      fact: 'Merge sort is divide and conquer: split into single items then merge',
      keywords: [['merge sort'], ['divide and conquer', 'one item', 'merges']],
    },
    {
      fact: 'Merge sort is faster but uses more memory',
      keywords: [
        ['merge sort', 'merging'],
        ['more memory', 'faster'],
      ],
    },
    {
      fact: 'Insertion sort inserts each item into the correct position',
      keywords: [['insertion sort'], ['correct position', 'inserts']],
    },
    { fact: 'Decomposition and abstraction definitions', keywords: [['decomposition', 'abstraction'], ['problem']] },
  ],
};

export const businessBreakEven: Passage = {
  id: 'business-break-even',
  subject: 'Business',
  topic: 'Break-even analysis',
  qualification: 'GCSE',
  text: `Break-even (Edexcel GCSE Business, Theme 1.5)

Fixed costs: costs that do not change with the level of output, such as rent, insurance and salaries. They have to be paid even if the business sells nothing.
Variable costs: costs that change directly with output, such as raw materials and packaging. Total variable cost = variable cost per unit × number of units.
Total costs = fixed costs + total variable costs.
Revenue: the money coming into a business from selling its products. Revenue = selling price × quantity sold.
Profit = total revenue − total costs. If costs are higher than revenue the business makes a loss.

Break-even point
The break-even point is the level of output at which total revenue equals total costs, so the business makes neither a profit nor a loss.
Break-even output = fixed costs ÷ (selling price per unit − variable cost per unit).
The bottom part of the formula is called the contribution per unit, because it is the amount each sale contributes towards paying the fixed costs.
Worked example: Ella's Cupcakes has fixed costs of £1,200 a month. Each cupcake sells for £2.50 and costs £1.00 in ingredients and boxes. Contribution per unit = £2.50 − £1.00 = £1.50, so break-even = £1,200 ÷ £1.50 = 800 cupcakes a month. If Ella sells 1,000 cupcakes, her profit is 200 × £1.50 = £300.

Margin of safety
The margin of safety is the difference between the actual sales and the break-even output. For Ella it is 1,000 − 800 = 200 units. A large margin of safety means the business could cope with a fall in sales without making a loss.

Break-even charts
A break-even chart shows fixed costs as a horizontal line, and total costs starting from the fixed cost line and rising with output. The revenue line starts at zero. The break-even point is where the total revenue line crosses the total costs line. The area to the left of this point is loss and the area to the right is profit.

Effects of changes
- A rise in the selling price lowers the break-even point, although it might reduce sales.
- A rise in fixed costs, such as higher rent, raises the break-even point.
- A rise in variable costs per unit, for example dearer flour, lowers the contribution and raises the break-even point.

Uses and limitations
Break-even helps a new business plan how much it needs to sell, supports a loan application to a bank, and shows the effect of "what if" decisions. However, it assumes all output is sold at the same price and that costs stay the same, which is unrealistic, and it is only as accurate as the data used.`,
  keyFacts: [
    {
      fact: 'Fixed costs do not change with output, e.g. rent',
      keywords: [['fixed costs'], ['do not change', 'rent']],
    },
    {
      fact: 'Variable costs change with output, e.g. raw materials',
      keywords: [['variable costs'], ['change', 'raw materials']],
    },
    {
      fact: 'Total costs = fixed costs + total variable costs',
      keywords: [['total costs = fixed costs', 'total costs'], ['fixed costs + total variable']],
    },
    { fact: 'Revenue = selling price × quantity sold', keywords: [['revenue = selling price', 'price × quantity']] },
    {
      fact: 'Break-even point: total revenue equals total costs, no profit or loss',
      keywords: [['break-even'], ['equals total costs', 'neither a profit nor a loss']],
    },
    { fact: 'Break-even = fixed costs ÷ (price − variable cost per unit)', keywords: [['fixed costs ÷']] },
    { fact: 'Contribution per unit = selling price − variable cost per unit', keywords: [['contribution']] },
    { fact: 'Worked example: break-even at 800 cupcakes', keywords: [['800']] },
    { fact: 'Margin of safety = actual sales − break-even output', keywords: [['margin of safety']] },
    {
      fact: 'A rise in fixed or variable costs raises the break-even point; higher price lowers it',
      keywords: [['raises the break-even', 'lowers the break-even']],
    },
  ],
};

export const businessMotivation: Passage = {
  id: 'business-motivation-theories',
  subject: 'Business',
  topic: 'Motivation theories',
  qualification: 'A-level',
  text: `Motivation theories (AQA A-level Business, 3.6 Human resources)

Motivation is the will to work, which comes from enjoying the work itself or from the desire to achieve a goal such as more pay. A motivated workforce is usually more productive, has lower labour turnover and lower absenteeism.

F.W. Taylor - Scientific Management (1911)
Taylor believed that workers are motivated mainly by money. He used time and motion studies to find the most efficient way to do each job, broke work into small, simple tasks and paid workers by piece rate, so they earned more for each unit they produced. Workers were closely supervised. This approach increased productivity in factories like Ford's, but it ignored workers' social needs and made jobs boring and repetitive.

Elton Mayo - Human Relations (Hawthorne studies, 1927-1932)
Mayo studied workers at the Hawthorne plant of Western Electric in Chicago. He found that productivity increased whenever the workers were given attention, whether the lighting was made brighter or dimmer. He concluded that workers are motivated by social factors, such as working in teams and feeling that management cares about them. This is known as the Hawthorne effect.

Abraham Maslow - Hierarchy of Needs (1943)
Maslow said people have five levels of needs: physiological needs (food, shelter, basic pay), safety needs (job security, a safe working environment), social needs (friendship, belonging to a team), esteem needs (recognition, status) and self-actualisation (reaching your full potential). Each level must be met before a person is motivated by the next one. A business can use promotion and responsibility to meet higher needs. Criticism: not everyone goes through the levels in the same order.

Frederick Herzberg - Two-Factor Theory (1959)
Hygiene factors, such as pay, working conditions, company policy and supervision, do not motivate workers, but they cause dissatisfaction if they are not good enough.
Motivators, such as achievement, recognition, responsibility, promotion and the work itself, lead to real job satisfaction.
Herzberg recommended job enrichment, giving workers more challenging tasks and more control over their work, rather than job enlargement, which just adds more tasks at the same level.

Financial and non-financial methods
Financial methods include piece rate, commission, bonuses, profit sharing and performance-related pay. Non-financial methods include job rotation, job enrichment, empowerment and team working.

Evaluation: the best method depends on the workforce. Money may motivate low-paid workers most, while skilled professionals may care more about responsibility and recognition.`,
  keyFacts: [
    {
      fact: 'Motivated workforce: higher productivity, lower labour turnover and absenteeism',
      keywords: [['labour turnover', 'absenteeism', 'productive']],
    },
    { fact: 'Taylor: workers motivated by money; piece rate', keywords: [['taylor'], ['money', 'piece rate']] },
    { fact: 'Taylor used time and motion studies', keywords: [['time and motion']] },
    {
      fact: 'Mayo: Hawthorne studies, social factors and attention',
      keywords: [
        ['mayo', 'hawthorne'],
        ['social', 'attention'],
      ],
    },
    { fact: "Maslow's hierarchy of five levels of needs", keywords: [['maslow', 'hierarchy'], ['needs']] },
    { fact: 'Self-actualisation is the top need, reaching full potential', keywords: [['self-actualisation']] },
    {
      fact: 'Each level must be met before the next motivates',
      keywords: [['must be met', 'before a person is motivated']],
    },
    {
      fact: 'Herzberg: hygiene factors cause dissatisfaction but do not motivate',
      keywords: [['hygiene factors'], ['dissatisfaction', 'do not motivate']],
    },
    {
      fact: 'Herzberg motivators: achievement, recognition, responsibility',
      keywords: [['motivators'], ['achievement', 'recognition', 'responsibility']],
    },
    { fact: 'Job enrichment gives more challenging tasks and control', keywords: [['job enrichment']] },
  ],
};
