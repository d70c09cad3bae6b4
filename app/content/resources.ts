import type { Resource } from "./schema";

/**
 * The bundled catalogue. Order matters: the first 6 entries are the home
 * page's Featured Resources. Some titles appear twice on purpose (an anxiety
 * and a depression version); the category look-up removes duplicate titles.
 * Descriptions are paragraphs separated by a blank line; bare https URLs in
 * them become links, so a URL always ends its paragraph (no trailing period).
 */
export const resources: Resource[] = [
  // ---------------------------------------------------------------------------
  // Featured (home page): the first six entries
  // ---------------------------------------------------------------------------
  {
    id: "radical-compassion",
    title: "Radical Compassion",
    author: "Tara Brach",
    description:
      "Psychologist and meditation teacher Tara Brach builds this book around RAIN, a four-step practice for meeting painful feelings with mindfulness and kindness instead of harsh self-judgment. Each chapter mixes stories from her own life and her students with short guided reflections.\n\n" +
      "It may speak to you if you tend to turn on yourself when you feel low, or if sadness, shame or self-criticism keep pulling you under. The tone is warm and unhurried, and you can try the practices in a few minutes at a time.\n\n" +
      "Some of the exercises ask you to turn toward difficult memories. Go gently, and if this stirs up more than you can hold, a therapist can help you work with it safely.",
    type: "book",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://www.tarabrach.com/books/radical-compassion/",
    cost: "paid",
    audience: ["adults"],
    length: "A book with short guided reflections; read at your own pace",
    approach: "Mindfulness and self-compassion",
    evidence: "expert-experience",
    evidenceNote:
      "Draws on mindfulness and self-compassion, which have research behind them; the RAIN practice itself has been little studied.",
    factsSource: "https://www.tarabrach.com/category/rain/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "headspace",
    title: "Headspace",
    author: "Headspace",
    description:
      "Headspace is one of the best-known meditation apps. It offers guided meditations, breathing exercises, sleep sounds and short courses on topics such as stress, focus and kindness, with friendly animations that explain the ideas behind the practice.\n\n" +
      "It is a good fit for complete beginners who want clear, step-by-step guidance and sessions short enough to fit into a busy day. Many people start with just a few minutes each morning.\n\n" +
      "Some content is free, but most of the library requires a subscription. An app can be a helpful daily habit, but it is not a substitute for professional care if you are struggling.",
    type: "app",
    category: "lifestyle",
    subcategory: "stress-reduction",
    url: "https://www.headspace.com/",
    cost: "free-with-paid-options",
    audience: ["adults"],
    length: "Guided sessions of a few minutes or more; used daily",
    approach: "Mindfulness",
    evidence: "research-tested",
    evidenceNote:
      "The app has been studied in randomized trials, mostly short ones with people who were not in treatment.",
    factsSource: "https://www.headspace.com/",
  },
  {
    id: "how-to-make-stress-your-friend",
    title: "How to Make Stress Your Friend",
    author: "Kelly McGonigal",
    description:
      "In this popular TED talk, health psychologist Kelly McGonigal explains how she changed her mind about stress. She shares research suggesting that the way we think about our stress response may shape how it affects us, and she highlights the role of reaching out to other people when life is hard.\n\n" +
      "It is a short, encouraging watch for anyone who feels stressed about being stressed. Many viewers come away seeing a racing heart before a big moment as the body getting ready, not as a sign that something is wrong.\n\n" +
      "A changed mindset is not a cure for ongoing pressure. If stress is constant or overwhelming, practical changes and support matter too.",
    type: "video",
    category: "lifestyle",
    subcategory: "stress-reduction",
    url: "https://www.ted.com/talks/kelly_mcgonigal_how_to_make_stress_your_friend",
    cost: "free",
    audience: ["adults"],
    length: "A short recorded talk",
    approach: "Psychoeducation",
    evidence: "expert-experience",
    evidenceNote:
      "A health psychologist's talk drawing on studies of how beliefs about stress relate to health; not a treatment.",
    factsSource: "https://www.ted.com/talks/kelly_mcgonigal_how_to_make_stress_your_friend",
  },
  {
    id: "rain-exercise",
    title: "The RAIN Practice",
    author: "Tara Brach",
    description:
      "RAIN is a short mindfulness practice for moments when a difficult emotion takes hold. The acronym was first developed by meditation teacher Michele McDonald and has been widely popularized by Tara Brach. You can move through it in a minute or two on your own, or more slowly with one of Tara Brach's guided recordings, which run from about fifteen minutes to half an hour.\n\n" +
      "Recognize: pause and name what is happening inside you, for example 'sadness is here' or 'this is worry'. Allow (or Accept): let the feeling be there for now, without trying to fix it or push it away. Investigate: with gentle curiosity, notice where you feel it in your body and what this hurting part of you most needs. Nurture: offer yourself kindness, perhaps a hand on your heart or a few caring words, the way you would comfort a friend.\n\n" +
      "Afterwards, take a moment simply to rest and notice how you feel. Free guided recordings of RAIN are on Tara Brach's website: https://www.tarabrach.com/rain/\n\n" +
      "If investigating a feeling brings up memories that feel too big, stop, ground yourself in your surroundings, and consider exploring them with a therapist.",
    type: "exercise",
    category: "healing-exercises",
    subcategory: "depression",
    url: "https://www.tarabrach.com/rain/",
    cost: "free",
    audience: ["adults"],
    length: "A minute or two on your own; guided recordings of 15 to 30 minutes",
    approach: "Mindfulness and self-compassion",
    evidence: "expert-experience",
    evidenceNote:
      "A meditation teacher's practice built from mindfulness and self-compassion; RAIN itself has been little studied.",
    factsSource: "https://www.tarabrach.com/category/rain/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "ucla-mindful-guided-meditations",
    title: "UCLA Mindful: Free Guided Meditations",
    author: "UCLA Mindful Awareness Research Center",
    description:
      "The Mindful Awareness Research Center at UCLA shares a collection of free guided meditation recordings on its website. The recordings run from about three to nineteen minutes and cover breathing, the body scan, working with difficult feelings and loving-kindness.\n\n" +
      "This is a trustworthy, no-cost place to start if you are curious about mindfulness but not ready to pay for an app. You can listen on the website or in the free UCLA Mindful app, and the recordings come in many languages besides English.\n\n" +
      "Try one short recording a day for a week and notice what changes. If sitting still with your thoughts feels distressing, a shorter practice or a guided walk may suit you better.",
    type: "website",
    category: "lifestyle",
    subcategory: "stress-reduction",
    url: "https://www.uclahealth.org/uclamindful/guided-meditations",
    cost: "free",
    audience: ["adults"],
    length: "Guided recordings of 3 to 19 minutes",
    approach: "Mindfulness",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Guided mindfulness meditation, a practice studied in many trials, from a university research center.",
    factsSource:
      "https://www.uclahealth.org/news/article/meditate-in-many-languages-with-uclas-mindful-awareness-research-center",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "nonviolent-communication",
    title: "Nonviolent Communication: A Language of Life",
    author: "Marshall B. Rosenberg",
    description:
      "Psychologist Marshall Rosenberg developed Nonviolent Communication (often shortened to NVC) as a way of speaking and listening that keeps people connected, even in conflict. The book teaches four steps: describing what you observe without judgment, naming your feelings, identifying the needs behind them, and making a clear request.\n\n" +
      "It can help couples, parents, friends and colleagues who keep getting stuck in blame and defensiveness. Many readers find that simply separating observations from judgments changes the tone of a hard conversation.\n\n" +
      "The method can feel awkward at first, and it takes practice. The Center for Nonviolent Communication, which grew out of Rosenberg's work, lists trainings and practice groups.",
    type: "book",
    category: "relationships",
    subcategory: "communication",
    url: "https://www.cnvc.org/",
    cost: "paid",
    audience: ["adults", "couples", "parents"],
    length: "A book; read at your own pace",
    approach: "Communication skills",
    evidence: "expert-experience",
    evidenceNote:
      "Grew out of Marshall Rosenberg's work as a psychologist and mediator; it has had little formal testing in trials.",
    factsSource: "https://www.cnvc.org/",
  },

  // ---------------------------------------------------------------------------
  // Depression
  // ---------------------------------------------------------------------------
  {
    id: "feeling-good",
    title: "Feeling Good: The New Mood Therapy",
    author: "David D. Burns",
    description:
      "Psychiatrist David Burns wrote this classic self-help book to bring the ideas of cognitive therapy to everyday readers. It shows how certain thinking patterns, such as all-or-nothing thinking or jumping to conclusions, can deepen a low mood, and it teaches simple written exercises for answering them.\n\n" +
      "It may help if your mind tends to run with harsh, hopeless thoughts and you like practical, worksheet-style tools. Some studies have looked at reading it as a form of self-guided therapy, and Burns also hosts a free podcast on his website.\n\n" +
      "If your depression is severe, or you have thoughts of suicide or of not wanting to be alive, please reach out to a professional or a crisis line rather than working alone with a book. The free, confidential crisis lines for your country are below.",
    type: "book",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://feelinggood.com/",
    cost: "paid",
    audience: ["adults"],
    length: "A book with written exercises; read at your own pace",
    approach: "CBT",
    evidence: "research-tested",
    evidenceNote:
      "Reading this book as self-guided therapy has been studied in randomized trials for mild to moderate depression.",
    contentNotes: "Discusses suicidal thoughts.",
    factsSource: "https://feelinggood.com/",
  },
  {
    id: "lost-connections",
    title: "Lost Connections",
    author: "Johann Hari",
    description:
      "Journalist Johann Hari mixes his own experience of depression with interviews with researchers to explore the social side of low mood. He looks at how disconnection from meaningful work, other people, meaningful values, nature and a hopeful future may contribute to depression and anxiety.\n\n" +
      "It can be a validating read if you have sensed that your struggle is not only about brain chemistry, and it offers ideas for rebuilding connection in your life and community.\n\n" +
      "Some experts feel the book underplays the role of medication. If you take an antidepressant, please do not change or stop it without talking to your prescriber.",
    type: "book",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://thelostconnections.com/",
    cost: "paid",
    audience: ["adults"],
    length: "A book; read at your own pace",
    evidence: "expert-experience",
    evidenceNote:
      "A journalist's account built on interviews with researchers; some experts dispute its view of medication.",
    factsSource: "https://thelostconnections.com/",
  },
  {
    id: "mindful-way-depression",
    title: "The Mindful Way Through Depression",
    author: "Mark Williams, John Teasdale, Zindel Segal, Jon Kabat-Zinn",
    description:
      "Written by the researchers who developed mindfulness-based cognitive therapy (MBCT), together with Jon Kabat-Zinn, this book teaches how to step out of the cycle of brooding that can drag mood down again and again. It comes with guided meditations to practice along with the chapters.\n\n" +
      "It is especially suited to people who have had depression before and want to lower the chance of it coming back. The program is gradual and is designed to be followed week by week.\n\n" +
      "Mindfulness practice works best during a steadier time. If you are in a very deep episode right now, speak with a professional first, and come back to this book when you have a little more energy.",
    type: "book",
    category: "psychological-concerns",
    subcategory: "depression",
    cost: "paid",
    audience: ["adults"],
    length: "A book with guided meditation recordings; an eight-week program",
    approach: "MBCT",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Written by the developers of mindfulness-based cognitive therapy, which trials show lowers the chance of depression returning.",
    factsSource:
      "https://en.odilejacob.fr/catalogue/psychology/general-psychology/mindful-way-through-depression_9782738124586.php",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "depression-the-secret-we-share",
    title: "Depression, the Secret We Share",
    author: "Andrew Solomon",
    description:
      "Writer Andrew Solomon, author of the book The Noonday Demon, speaks openly in this TED talk about his own depression and what he learned from interviewing many people living with it around the world.\n\n" +
      "It is a thoughtful, literary talk for anyone who wants to feel less alone, or who wants to understand what a loved one is going through. He talks about the difference between sadness and depression and about finding meaning after dark times.\n\n" +
      "The talk touches on very low moments in his life. Watch it when you feel ready, and pause it if you need to.",
    type: "video",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://www.ted.com/talks/andrew_solomon_depression_the_secret_we_share",
    cost: "free",
    audience: ["adults"],
    length: "A recorded talk of about 30 minutes",
    evidence: "expert-experience",
    evidenceNote:
      "A writer's personal account, informed by his years of interviewing people with depression.",
    contentNotes: "Describes suicide attempts and very low moods.",
    factsSource: "https://www.ted.com/talks/andrew_solomon_depression_the_secret_we_share",
  },
  {
    id: "nimh-depression",
    title: "Depression: Information from the National Institute of Mental Health",
    author: "National Institute of Mental Health",
    description:
      "The U.S. National Institute of Mental Health (NIMH) keeps a clear, reliable overview of depression: common signs, the different forms it can take, who it affects and which treatments have research behind them.\n\n" +
      "It is a good place to check facts, to prepare for a doctor's appointment, or to help a family member understand what depression is and is not. The site also links to free brochures and to information about research studies.\n\n" +
      "Reading about symptoms can help you put words to your experience, but only a qualified professional can make a diagnosis.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://www.nimh.nih.gov/health/topics/depression",
    cost: "free",
    audience: ["adults"],
    length: "Read what you need, when you need it; no sign-up",
    approach: "Psychoeducation",
    evidence: "evidence-based-approach",
    evidenceNote:
      "A summary of research on depression and its treatments from the U.S. National Institute of Mental Health.",
    factsSource:
      "https://health.gov/healthypeople/tools-action/browse-evidence-based-resources/depression-overview",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "988-lifeline",
    title: "988 Suicide & Crisis Lifeline",
    author: "988 Suicide & Crisis Lifeline",
    description:
      "In the United States, the 988 Suicide & Crisis Lifeline connects you with a trained crisis counselor by phone, text or online chat, at any hour of the day or night. It is free and confidential, and it is for anyone in emotional distress, not only people thinking about suicide. You can also reach out if you are worried about someone else.\n\n" +
      "Please keep its number close: how to reach it is just below. You do not need the right words, and you do not need to be sure your situation is serious enough. More information is at https://988lifeline.org/\n\n" +
      "If you or someone else is in immediate danger, call your local emergency number, or go to the nearest emergency room. Outside the United States, look up your local crisis line.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://988lifeline.org/",
    cost: "free",
    audience: ["adults", "teens"],
    length: "Call, text or chat at any hour",
    approach: "Crisis support",
    evidence: "expert-experience",
    evidenceNote:
      "A national network of crisis centers with trained counselors; support in the moment, not a treatment program.",
    factsSource: "https://988lifeline.org/get-help/what-to-expect",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "4-7-8-breath",
    title: "The 4-7-8 Breath",
    author: "Dr. Andrew Weil",
    description:
      "The 4-7-8 breath is a simple breathing pattern popularized by Dr. Andrew Weil. Many people use it to calm down during a stressful moment or to settle before sleep. It takes less than a minute and needs no equipment.\n\n" +
      "Sit comfortably with your back straight. Rest the tip of your tongue on the ridge of tissue just behind your upper front teeth and keep it there. Breathe out completely through your mouth, with a soft whoosh. Then close your mouth and breathe in quietly through your nose for a count of 4, hold your breath for a count of 7, and breathe out through your mouth, with a whoosh, for a count of 8. That is one breath.\n\n" +
      "Take four breaths in all. The slow, steady rhythm matters more than how fast you count, and many people find the pattern comes more easily with regular practice. You can watch Dr. Weil's demonstration here: https://www.drweil.com/videos-features/videos/breathing-exercises-4-7-8-breath/\n\n" +
      "If you feel lightheaded, stop and breathe normally. If you have a heart or lung condition, check with your doctor before practicing breath holds.",
    type: "exercise",
    category: "healing-exercises",
    subcategory: "depression",
    url: "https://www.drweil.com/videos-features/videos/breathing-exercises-4-7-8-breath/",
    cost: "free",
    audience: ["adults"],
    length: "Under a minute for four breaths",
    approach: "Breathing",
    evidence: "expert-experience",
    evidenceNote:
      "Slow breathing with a long out-breath has some research behind it; this exact count has been little studied.",
    factsSource: "https://www.drweil.com/videos-features/videos/breathing-exercises-4-7-8-breath/",
  },
  {
    id: "self-compassion-break",
    title: "The Self-Compassion Break",
    author: "Kristin Neff",
    description:
      "The Self-Compassion Break is a short exercise from psychologist Kristin Neff, a leading researcher on self-compassion. It gives you a way to answer your own pain with the warmth you would offer a friend, and it takes only a minute or two.\n\n" +
      "Bring to mind something that is troubling you and notice the stress in your body. Then say three things to yourself, in your own words. First, 'This is a moment of suffering,' which is mindfulness. Second, 'Suffering is a part of life; other people feel this too,' which is common humanity. Third, 'May I be kind to myself,' which is self-kindness. Many people place a hand over their heart as they do this.\n\n" +
      "It can feel strange or even uncomfortable at first, especially if you are used to being hard on yourself. That is normal. Neff shares guided audio versions and other free practices on her website.",
    type: "exercise",
    category: "healing-exercises",
    subcategory: "depression",
    url: "https://self-compassion.org/",
    cost: "free",
    audience: ["adults"],
    length: "A minute or two",
    approach: "Self-compassion",
    evidence: "evidence-based-approach",
    evidenceNote:
      "A practice from the Mindful Self-Compassion program, which has been tested in randomized trials.",
    factsSource: "https://self-compassion.org/exercises/exercise-2-self-compassion-break/",
    factsCheckedOn: "2026-11-26",
  },

  // ---------------------------------------------------------------------------
  // Anxiety (the /anxiety page lists these nine ids)
  // ---------------------------------------------------------------------------
  {
    id: "radical-compassion-anxiety",
    title: "Radical Compassion",
    author: "Tara Brach",
    description:
      "Tara Brach's book on the RAIN practice offers a kind, steady way to meet fear and worry. Instead of fighting anxious feelings or getting swept away by them, you learn to pause, name what is happening and respond to yourself with care.\n\n" +
      "It suits readers who are drawn to mindfulness and want a gentle, heart-centered approach. The stories and short reflections make it easy to read a little at a time.\n\n" +
      "If anxiety is severe or getting in the way of daily life, this book works best alongside support from a therapist, not in place of it.",
    type: "book",
    category: "psychological-concerns",
    subcategory: "anxiety",
    url: "https://www.tarabrach.com/books/radical-compassion/",
    cost: "paid",
    audience: ["adults"],
    length: "A book with short guided reflections; read at your own pace",
    approach: "Mindfulness and self-compassion",
    evidence: "expert-experience",
    evidenceNote:
      "Draws on mindfulness and self-compassion, which have research behind them; the RAIN practice itself has been little studied.",
    factsSource: "https://www.tarabrach.com/category/rain/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "unwinding-anxiety",
    title: "Unwinding Anxiety",
    author: "Judson Brewer",
    description:
      "Psychiatrist and neuroscientist Judson Brewer argues that worry often works like a habit: a trigger, a behavior and a short-lived reward that keeps the loop going. The book teaches you to map your own anxiety loops and then use curiosity and kindness to loosen them, rather than relying on willpower.\n\n" +
      "It is a readable, hopeful book for people who feel stuck in cycles of worrying, procrastinating or stress-eating. The ideas come from his research on mindfulness and habit change.\n\n" +
      "Brewer's website has free tools to go with the book, including a worksheet for mapping your own habit loops.",
    type: "book",
    category: "psychological-concerns",
    subcategory: "anxiety",
    url: "https://drjud.com/",
    cost: "paid",
    audience: ["adults"],
    length: "A book; read at your own pace",
    approach: "Mindfulness-based habit change",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Explains the method behind the Unwinding Anxiety program, which has been tested in a randomized trial.",
    factsSource: "https://drjud.com/",
  },
  {
    id: "unwinding-anxiety-video-1",
    title: "A Simple Way to Break a Bad Habit",
    author: "Judson Brewer",
    description:
      "In this short TED talk, Judson Brewer explains how habit loops form in the brain and why simply trying harder so often fails. Drawing on his research with people quitting smoking, he shows how paying curious attention to what a habit actually feels like can weaken its pull.\n\n" +
      "It is a friendly introduction, about ten minutes long, to the ideas behind his book Unwinding Anxiety, and a good first step if you are not sure a whole book is for you. The same approach can be applied to worry.",
    type: "video",
    category: "psychological-concerns",
    subcategory: "anxiety",
    url: "https://www.ted.com/talks/judson_brewer_a_simple_way_to_break_a_bad_habit",
    cost: "free",
    audience: ["adults"],
    length: "A recorded talk of about 10 minutes",
    approach: "Mindfulness-based habit change",
    evidence: "expert-experience",
    evidenceNote:
      "A researcher describing his lab's studies of mindfulness training for habits such as smoking.",
    factsSource: "https://www.ted.com/talks/judson_brewer_a_simple_way_to_break_a_bad_habit",
  },
  {
    id: "unwinding-anxiety-video-2",
    title: "Unwinding Anxiety | Talks at Google",
    author: "Judson Brewer",
    description:
      "In this longer conversation recorded for Talks at Google, Judson Brewer walks through the main ideas of his book Unwinding Anxiety. He describes how uncertainty feeds worry, how anxiety can turn into a habit loop, and his three-step approach to changing it.\n\n" +
      "It suits people who learn best by listening and want more depth than a short talk can give. The audience questions at the end touch on real-life situations many people will recognize.",
    type: "video",
    category: "psychological-concerns",
    subcategory: "anxiety",
    url: "https://www.youtube.com/watch?v=AiLiCWXExOA",
    cost: "free",
    audience: ["adults"],
    length: "A long recorded conversation with audience questions",
    approach: "Mindfulness-based habit change",
    evidence: "expert-experience",
    evidenceNote: "A researcher explaining his own method and the studies behind it.",
    factsSource: "https://www.youtube.com/watch?v=AiLiCWXExOA",
  },
  {
    id: "mindful-way-depression-anxiety",
    title: "The Mindful Way Through Depression",
    author: "Mark Williams, John Teasdale, Zindel Segal, Jon Kabat-Zinn",
    description:
      "Although its title mentions depression, this book on mindfulness-based cognitive therapy is also helpful for the repetitive worrying that often travels with anxiety. It teaches you to notice when your mind is spinning and to return to the body and the present moment.\n\n" +
      "The guided meditations that come with the book make it practical. It is best approached as a gradual program, a little each day, rather than read in one sitting.\n\n" +
      "If meditation makes you feel more anxious, shorten the practice, keep your eyes open or try a walking practice instead. A therapist trained in MBCT can also guide you.",
    type: "book",
    category: "psychological-concerns",
    subcategory: "anxiety",
    cost: "paid",
    audience: ["adults"],
    length: "A book with guided meditation recordings; an eight-week program",
    approach: "MBCT",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Written by the developers of mindfulness-based cognitive therapy, a method tested in many trials; its use for anxiety is less studied than for depression.",
    factsSource:
      "https://en.odilejacob.fr/catalogue/psychology/general-psychology/mindful-way-through-depression_9782738124586.php",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "lost-connections-anxiety",
    title: "Lost Connections",
    author: "Johann Hari",
    description:
      "Johann Hari's investigation into the causes of depression and anxiety looks beyond the individual to the way we live: loneliness, work that feels meaningless, and a lack of hope about the future. He interviews researchers and visits communities that are trying different approaches.\n\n" +
      "It may help if your anxiety feels tied to your circumstances and relationships, and you are looking for ideas about reconnecting with people and purpose.\n\n" +
      "The book has sparked debate, especially about medication. Treat it as one perspective, and talk with a professional before making changes to any treatment.",
    type: "book",
    category: "psychological-concerns",
    subcategory: "anxiety",
    url: "https://thelostconnections.com/",
    cost: "paid",
    audience: ["adults"],
    length: "A book; read at your own pace",
    evidence: "expert-experience",
    evidenceNote:
      "A journalist's account built on interviews with researchers; some experts dispute its view of medication.",
    factsSource: "https://thelostconnections.com/",
  },
  {
    id: "unwinding-anxiety-app",
    title: "Unwinding Anxiety App",
    author: "Judson Brewer / Sharecare",
    description:
      "The Unwinding Anxiety app turns Judson Brewer's approach into a daily program of short lessons, videos and brief mindfulness exercises. It was developed by Brewer's team and has been studied in his lab; it is now offered through Sharecare.\n\n" +
      "It suits people who like structure and small steps and who want to practice the ideas from the book in everyday life. Most lessons take around ten minutes.\n\n" +
      "The app is a paid program, so check the current price before signing up. It is a self-help tool, not a replacement for care from a clinician.",
    type: "app",
    category: "psychological-concerns",
    subcategory: "anxiety",
    url: "https://www.unwindinganxiety.com/",
    cost: "paid",
    audience: ["adults"],
    length: "Short daily lessons over several weeks",
    approach: "Mindfulness-based habit change",
    evidence: "research-tested",
    evidenceNote:
      "A randomized trial of 65 adults with generalized anxiety found larger drops in anxiety with the app than with usual care alone (JMIR, 2021).",
    factsSource: "https://www.unwindinganxiety.com/",
  },
  {
    id: "rain-exercise-anxiety",
    title: "The RAIN Practice",
    author: "Tara Brach",
    description:
      "RAIN is a four-step mindfulness practice, popularized by Tara Brach, that can help when anxiety rises. Recognize: notice and name what is happening, for example 'fear is here'. Allow (or Accept): let the feeling be present for a moment without trying to make it go away. Investigate: gently notice where you feel it in your body, such as a tight chest or a knot in your stomach, and ask what this frightened part of you needs. Nurture: offer yourself comfort, a hand on your chest or a reassuring phrase like 'it's okay, I'm here'.\n\n" +
      "Afterwards, rest for a moment and notice any shift, however small. You can practice RAIN in a minute during a stressful day, or more slowly when you have time. Free guided recordings are available at https://www.tarabrach.com/rain/\n\n" +
      "If turning toward the feeling makes panic stronger, open your eyes, feel your feet on the floor and come back to the practice another time, perhaps with a therapist's support.",
    type: "exercise",
    category: "healing-exercises",
    subcategory: "anxiety",
    url: "https://www.tarabrach.com/rain/",
    cost: "free",
    audience: ["adults"],
    length: "A minute or two on your own; guided recordings of 15 to 30 minutes",
    approach: "Mindfulness and self-compassion",
    evidence: "expert-experience",
    evidenceNote:
      "A meditation teacher's practice built from mindfulness and self-compassion; RAIN itself has been little studied.",
    factsSource: "https://www.tarabrach.com/category/rain/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "4-7-8-breath-anxiety",
    title: "The 4-7-8 Breath",
    author: "Dr. Andrew Weil",
    description:
      "The 4-7-8 breath, popularized by Dr. Andrew Weil, is a quick breathing practice that many people use when anxiety builds. The long out-breath is the heart of it: slowing your exhale is a simple way to help your body settle.\n\n" +
      "Rest the tip of your tongue just behind your upper front teeth. Breathe out completely through your mouth. Close your mouth and inhale quietly through your nose for a count of 4. Hold your breath for a count of 7. Exhale through your mouth for a count of 8, letting the air go with a gentle whoosh. That is one breath; take four in all.\n\n" +
      "Practicing when you are calm makes the pattern familiar when you need it most. Count at whatever pace feels comfortable; the ratio matters more than the speed.\n\n" +
      "If holding your breath makes you feel more anxious or lightheaded, shorten the counts or simply breathe slowly in and out. Check with your doctor first if you have a heart or lung condition.",
    type: "exercise",
    category: "healing-exercises",
    subcategory: "anxiety",
    url: "https://www.drweil.com/videos-features/videos/breathing-exercises-4-7-8-breath/",
    cost: "free",
    audience: ["adults"],
    length: "Under a minute for four breaths",
    approach: "Breathing",
    evidence: "expert-experience",
    evidenceNote:
      "Slow breathing with a long out-breath has some research behind it; this exact count has been little studied.",
    factsSource: "https://www.drweil.com/videos-features/videos/breathing-exercises-4-7-8-breath/",
  },
  {
    id: "box-breathing",
    title: "Box Breathing",
    author: "Zakim Center, Dana-Farber Cancer Institute",
    description:
      "Box breathing is an even, steady way of breathing that can help you settle when stress or anxiety climbs. You breathe in, hold, breathe out and hold again, each for a count of four, as if tracing the four equal sides of a box. Clinicians and the military have both used it to help people steady themselves in tense moments, and all it asks is a few quiet minutes.\n\n" +
      "Sit comfortably, with your back upright. Breathe in slowly through your nose for a count of 4. Hold your breath for a count of 4. Let the air out slowly through your mouth for a count of 4. Then hold once more for a count of 4 before your next breath in. That is one round. Keep going for several rounds, for three to five minutes or longer if it feels good.\n\n" +
      "The Zakim Center at Dana-Farber Cancer Institute, which offers integrative therapies alongside cancer care, has a short video on box breathing, about three minutes long: https://myzakim.dana-farber.org/videos/box-breathing-3-mins\n\n" +
      "If four counts feel like too much, begin with holds of 2 or 3 and lengthen them over time. Should you feel dizzy or light-headed, ease off or stop, and let your breathing return to normal. If holding your breath makes you more anxious, simply breathe slowly in and out instead, and if you have a heart or lung condition, check with your doctor before practicing breath holds.",
    type: "exercise",
    category: "healing-exercises",
    subcategory: "anxiety",
    url: "https://myzakim.dana-farber.org/videos/box-breathing-3-mins",
    cost: "free",
    audience: ["adults"],
    length: "Three to five minutes, or longer if it helps",
    approach: "Breathing",
    evidence: "expert-experience",
    evidenceNote:
      "Slow breathing has some research behind it; in a month-long 2023 trial of daily five-minute practices (Balban and colleagues, Cell Reports Medicine), the breathing exercises as a group, box breathing among them, lifted mood more than mindfulness meditation, and the clearest benefit was for cyclic sighing, which stresses a long out-breath.",
    factsSource: "https://myzakim.dana-farber.org/videos/box-breathing-3-mins",
    factsCheckedOn: "2026-11-26",
  },

  // ---------------------------------------------------------------------------
  // Psychological trauma / PTSD
  // ---------------------------------------------------------------------------
  {
    id: "the-body-keeps-the-score",
    title: "The Body Keeps the Score",
    author: "Bessel van der Kolk",
    description:
      "Psychiatrist Bessel van der Kolk draws on decades of clinical work and research to describe how overwhelming experiences can stay with us, not only as memories but in the body and nervous system. He also surveys many paths toward healing, from talking therapies and EMDR to yoga, movement and theater.\n\n" +
      "Many readers with a trauma history say the book helped them understand their reactions for the first time. It can also help partners, family members and professionals.\n\n" +
      "Please take care: the book includes detailed accounts of abuse and violence that may be upsetting. Read it in small portions, skip chapters when you need to, and consider reading it with the support of a trauma-informed therapist.",
    type: "book",
    category: "psychological-concerns",
    subcategory: "trauma",
    url: "https://www.besselvanderkolk.com/resources/the-body-keeps-the-score",
    cost: "paid",
    audience: ["adults", "professionals"],
    length: "A long book; read in small portions at your own pace",
    approach: "Psychoeducation",
    evidence: "expert-experience",
    evidenceNote:
      "A psychiatrist's synthesis of clinical work and research; some of its claims about the body and memory are debated.",
    contentNotes: "Describes child abuse, sexual violence and war in detail.",
    factsSource: "https://www.besselvanderkolk.com/resources/the-body-keeps-the-score",
  },
  {
    id: "waking-the-tiger",
    title: "Waking the Tiger: Healing Trauma",
    author: "Peter A. Levine with Ann Frederick",
    description:
      "Peter Levine, who developed the body-based approach known as Somatic Experiencing, explores why animals in the wild seem to recover from threat while people often stay stuck. He suggests that trauma symptoms can come from survival energy that never had a chance to complete its natural course.\n\n" +
      "The book suits readers curious about the physical side of trauma, such as a jumpy startle, numbness or constant tension, and includes simple awareness exercises.\n\n" +
      "Somatic Experiencing International, the organization that grew out of his work, keeps a directory of trained practitioners: https://traumahealing.org/\n\n" +
      "Body-focused exercises can bring up strong sensations. Go slowly, and stop if you feel overwhelmed.",
    type: "book",
    category: "psychological-concerns",
    subcategory: "trauma",
    url: "https://traumahealing.org/",
    cost: "paid",
    audience: ["adults"],
    length: "A book with short awareness exercises; read at your own pace",
    approach: "Somatic Experiencing",
    evidence: "expert-experience",
    evidenceNote:
      "Sets out Somatic Experiencing, a body-based approach with a much smaller evidence base than the first-line trauma therapies.",
    contentNotes: "Talks about traumatic events; the exercises can stir up strong body sensations.",
    factsSource: "https://penguinrandomhousehighereducation.com/book/?isbn=9781556432330",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "emdr-international-association",
    title: "EMDR International Association (EMDRIA)",
    author: "EMDR International Association",
    description:
      "EMDR (Eye Movement Desensitization and Reprocessing) is a structured therapy for trauma that is recommended in several international treatment guidelines. The EMDR International Association is the professional organization for EMDR clinicians in the United States.\n\n" +
      "Its website explains what EMDR is, what a course of treatment usually looks like, and how to find a clinician who has completed EMDRIA-approved training. That makes it a useful starting point if a doctor or friend has suggested EMDR and you want to know more.\n\n" +
      "EMDR should be done with a trained, licensed therapist. When you contact someone, it is fine to ask about their training and experience.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "trauma",
    url: "https://www.emdria.org/",
    cost: "free",
    audience: ["adults", "professionals"],
    length: "Read what you need, when you need it; no sign-up",
    approach: "EMDR",
    evidence: "evidence-based-approach",
    evidenceNote:
      "EMDR is tested in trials and recommended for PTSD in international guidelines, including the World Health Organization's.",
    factsSource: "https://www.emdria.org/resource/emdria-definition-of-emdr/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "ptsd-coach",
    title: "PTSD Coach",
    author: "U.S. Department of Veterans Affairs, National Center for PTSD",
    description:
      "PTSD Coach is a free app from the VA's National Center for PTSD. It offers information about PTSD, a self-check to track symptoms over time, and a set of tools for handling hard moments, such as grounding and relaxation exercises.\n\n" +
      "Although it was created with veterans in mind, anyone who has been through trauma can use it, whether or not they are in treatment. It can also help family members understand what their loved one is facing.\n\n" +
      "The app is a support, not a treatment on its own. If symptoms are affecting your sleep, work or relationships, please reach out to a professional.",
    type: "app",
    category: "psychological-concerns",
    subcategory: "trauma",
    url: "https://www.ptsd.va.gov/appvid/mobile/ptsdcoach_app.asp",
    cost: "free",
    audience: ["adults"],
    length: "Tools of a few minutes each, for when you need them",
    approach: "CBT",
    evidence: "research-tested",
    evidenceNote:
      "A randomized trial of 120 adults with PTSD symptoms found greater improvement with the app than with a waiting list (Kuhn and colleagues, 2017).",
    contentNotes: "Talks about trauma and its symptoms.",
    factsSource: "https://www.ptsd.va.gov/appvid/mobile/ptsdcoach_app.asp",
  },
  {
    id: "national-center-for-ptsd",
    title: "National Center for PTSD",
    author: "U.S. Department of Veterans Affairs",
    description:
      "The National Center for PTSD, part of the U.S. Department of Veterans Affairs, runs one of the most thorough public websites on trauma and PTSD. It explains common reactions to trauma, the main evidence-based treatments and ways families can help.\n\n" +
      "Its materials are written for veterans, their families and the general public, as well as for professionals. The short videos in which people talk about their own recovery can be especially encouraging.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "trauma",
    url: "https://www.ptsd.va.gov/",
    cost: "free",
    audience: ["adults", "professionals"],
    length: "Read what you need, when you need it; no sign-up",
    approach: "Psychoeducation",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Information based on research, from the U.S. Department of Veterans Affairs' center for PTSD research and education.",
    contentNotes: "Discusses traumatic events and their effects.",
    factsSource: "https://ptsd.va.gov/PTSD/about/work/ncptsd_history.asp",
    factsCheckedOn: "2026-11-26",
  },

  // ---------------------------------------------------------------------------
  // Childhood adversity and adult stress
  // ---------------------------------------------------------------------------
  {
    id: "the-deepest-well",
    title: "The Deepest Well",
    author: "Nadine Burke Harris",
    description:
      "Pediatrician Nadine Burke Harris, who later became California's first Surgeon General, tells how her work with children in San Francisco led her to the research on adverse childhood experiences (ACEs). She explains how long-lasting stress in childhood can affect health across a lifetime.\n\n" +
      "The book is both personal and scientific, and it is hopeful: it emphasizes that the effects of early adversity can be prevented and treated. It is valuable for parents, educators, health professionals and adults looking back on their own childhoods.\n\n" +
      "The CDC's overview of ACEs is a helpful companion: https://www.cdc.gov/aces/\n\n" +
      "Learning about ACEs can bring up painful memories. Be gentle with yourself, and remember that a score is not a prediction of your future.",
    type: "book",
    category: "psychological-concerns",
    subcategory: "childhood-adversity",
    url: "https://www.nadineburkeharris.com/",
    cost: "paid",
    audience: ["adults", "parents", "professionals"],
    length: "A book; read at your own pace",
    approach: "Psychoeducation",
    evidence: "expert-experience",
    evidenceNote:
      "A pediatrician's account of her clinical work and of the research on adverse childhood experiences.",
    contentNotes: "Describes childhood abuse, neglect and violence at home.",
    factsSource: "https://nadineburkeharris.com/thedeepestwell",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "childhood-disrupted",
    title: "Childhood Disrupted",
    author: "Donna Jackson Nakazawa",
    description:
      "Science journalist Donna Jackson Nakazawa combines the research on childhood adversity with the stories of adults who grew up with hardship. She explores how early stress may be linked to later physical and emotional health.\n\n" +
      "Much of the book is about repair. It describes approaches that may help, from therapy and mindfulness to building supportive relationships, so readers are not left with the science alone.\n\n" +
      "If you recognize your own story in these pages, you are not alone. A therapist can help you make sense of it at a pace that feels safe.",
    type: "book",
    category: "psychological-concerns",
    subcategory: "childhood-adversity",
    cost: "paid",
    audience: ["adults"],
    length: "A book; read at your own pace",
    approach: "Psychoeducation",
    evidence: "expert-experience",
    evidenceNote:
      "A science journalist's summary of research on childhood adversity, told through personal stories.",
    contentNotes: "Describes childhood abuse and neglect.",
    factsSource: "https://donnajacksonnakazawa.com/category/angel-and-the-assassin/",
  },
  {
    id: "cdc-aces",
    title: "Adverse Childhood Experiences (ACEs)",
    author: "Centers for Disease Control and Prevention",
    description:
      "The Centers for Disease Control and Prevention (CDC) explains what adverse childhood experiences are, how common they are, and how they relate to health later in life. It also describes the original ACE Study, carried out by the CDC and Kaiser Permanente in the 1990s.\n\n" +
      "This is a reliable, plain-language source for anyone who wants the facts behind the term 'ACEs'. It also highlights what helps to prevent adversity and to protect children, such as safe, stable and nurturing relationships.\n\n" +
      "ACE research describes patterns across large groups. It cannot tell any one person what their life will hold.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "childhood-adversity",
    url: "https://www.cdc.gov/aces/",
    cost: "free",
    audience: ["adults", "parents", "professionals"],
    length: "Read what you need, when you need it; no sign-up",
    approach: "Psychoeducation",
    evidence: "evidence-based-approach",
    evidenceNote:
      "A public-health summary of the research on adverse childhood experiences from the CDC.",
    contentNotes: "Names forms of childhood abuse and neglect.",
    factsSource: "https://www.cdc.gov/violenceprevention/aces/index.html",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "how-childhood-trauma-affects-health",
    title: "How Childhood Trauma Affects Health Across a Lifetime",
    author: "Nadine Burke Harris",
    description:
      "In this widely shared talk, Nadine Burke Harris explains the ACE research in clear, compassionate terms and makes the case that childhood adversity is a public health issue, not just a private sorrow.\n\n" +
      "It is an accessible introduction before reading a whole book on the topic, and it is often shown to teachers, clinicians and parents. Her message is ultimately one of prevention and hope.",
    type: "video",
    category: "psychological-concerns",
    subcategory: "childhood-adversity",
    url: "https://www.ted.com/talks/nadine_burke_harris_how_childhood_trauma_affects_health_across_a_lifetime",
    cost: "free",
    audience: ["adults", "parents", "professionals"],
    length: "A short recorded talk",
    approach: "Psychoeducation",
    evidence: "expert-experience",
    evidenceNote:
      "A pediatrician explaining the research on adverse childhood experiences and what she saw in her clinic.",
    contentNotes: "Discusses childhood abuse and neglect.",
    factsSource:
      "https://www.ted.com/talks/nadine_burke_harris_how_childhood_trauma_affects_health_across_a_lifetime",
  },

  // ---------------------------------------------------------------------------
  // Relationships: boundaries and communication
  // ---------------------------------------------------------------------------
  {
    id: "set-boundaries-find-peace",
    title: "Set Boundaries, Find Peace",
    author: "Nedra Glover Tawwab",
    description:
      "Therapist Nedra Glover Tawwab explains what boundaries are, why they can feel so hard to set, and how to communicate them clearly with family, partners, friends, at work and online. Each chapter includes reflection questions and realistic examples of what to say.\n\n" +
      "It is a practical, encouraging guide for people-pleasers, over-givers and anyone who often feels drained or resentful in relationships.\n\n" +
      "Setting limits can sometimes lead to pushback. If someone responds to your boundaries with threats or harm, reach out for support and put your safety first.",
    type: "book",
    category: "relationships",
    subcategory: "boundaries",
    url: "https://www.nedratawwab.com/",
    cost: "paid",
    audience: ["adults"],
    length: "A book with reflection questions; read at your own pace",
    approach: "Communication skills",
    evidence: "expert-experience",
    evidenceNote: "A licensed therapist's practical guide, based on her clinical experience.",
    factsSource: "https://www.nedratawwab.com/",
  },
  {
    id: "ten-ways-to-have-a-better-conversation",
    title: "10 Ways to Have a Better Conversation",
    author: "Celeste Headlee",
    description:
      "Radio host Celeste Headlee, who has spent her career interviewing people, shares simple habits for being a better listener and conversation partner. Her advice includes being fully present, asking open-ended questions and resisting the urge to turn the talk back to yourself.\n\n" +
      "This lively, practical talk is useful for anyone who wants more meaningful conversations with a partner, family, friends or colleagues. You can try one tip at your very next conversation.",
    type: "video",
    category: "relationships",
    subcategory: "communication",
    url: "https://www.ted.com/talks/celeste_headlee_10_ways_to_have_a_better_conversation",
    cost: "free",
    audience: ["adults", "teens"],
    length: "A short recorded talk",
    approach: "Communication skills",
    evidence: "expert-experience",
    evidenceNote: "Practical advice from a radio host's career of interviewing people.",
    factsSource: "https://www.ted.com/talks/celeste_headlee_10_ways_to_have_a_better_conversation",
  },

  // ---------------------------------------------------------------------------
  // Relationships: parenting
  // ---------------------------------------------------------------------------
  {
    id: "the-whole-brain-child",
    title: "The Whole-Brain Child",
    author: "Daniel J. Siegel and Tina Payne Bryson",
    description:
      "Psychiatrist Daniel Siegel and therapist Tina Payne Bryson explain, in plain and often funny language, how a child's brain develops and why big emotions can take over. They turn this into practical strategies, such as helping a child name a feeling in order to calm it, and connecting emotionally before trying to redirect behavior.\n\n" +
      "It is a favorite among parents of young children and primary-school-aged kids, and the cartoon illustrations make the ideas easy to share with a co-parent or grandparent.\n\n" +
      "No book can fit every family. If your child's distress or behavior worries you, a pediatrician or child psychologist can help.",
    type: "book",
    category: "relationships",
    subcategory: "parenting",
    url: "https://drdansiegel.com/book/the-whole-brain-child/",
    cost: "paid",
    audience: ["parents"],
    length: "A 192-page book with illustrations",
    approach: "Connection-first parenting",
    evidence: "expert-experience",
    evidenceNote:
      "A psychiatrist and a therapist translating research on child development into everyday strategies; the book itself has not been trial-tested.",
    factsSource: "https://prhinternationalsales.com/book/?isbn=9780553386691",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "good-inside",
    title: "Good Inside",
    author: "Becky Kennedy",
    description:
      "Clinical psychologist Becky Kennedy starts from a simple belief: children, and their parents, are good inside, even when behavior is hard. From there she offers a way of parenting that combines firm, confident leadership with warmth and connection.\n\n" +
      "The book gives concrete words to use in common struggles such as tantrums, sibling fights and lying, and it puts special weight on repair: going back to your child after a hard moment to reconnect.\n\n" +
      "It may be especially reassuring for parents who want to do things differently from how they were raised, and who are quick to blame themselves.",
    type: "book",
    category: "relationships",
    subcategory: "parenting",
    url: "https://www.goodinside.com/",
    cost: "paid",
    audience: ["parents"],
    length: "A book; read at your own pace",
    approach: "Connection-first parenting",
    evidence: "expert-experience",
    evidenceNote:
      "A clinical psychologist's approach, drawn from her practice and from attachment research.",
    factsSource: "https://www.goodinside.com/",
  },

  // ---------------------------------------------------------------------------
  // Relationships: dealing with difficult people
  // ---------------------------------------------------------------------------
  {
    id: "should-i-stay-or-should-i-go",
    title: "Should I Stay or Should I Go?",
    author: "Ramani Durvasula",
    description:
      "Clinical psychologist Ramani Durvasula writes for people in relationships with partners who show narcissistic patterns, such as a persistent lack of empathy, a need for admiration and a sense of entitlement. She describes these patterns clearly and without jargon.\n\n" +
      "The book helps readers think through a hard choice: what to realistically expect if they stay, how to protect themselves if they do, and how to prepare if they decide to leave. Many readers say it helped them stop blaming themselves.\n\n" +
      "If you feel afraid of your partner, or are being threatened or hurt, please reach out to a domestic violence service. Your safety comes first.",
    type: "book",
    category: "relationships",
    subcategory: "difficult-people",
    url: "https://doctor-ramani.com/",
    cost: "paid",
    audience: ["adults"],
    length: "A book; read at your own pace",
    approach: "Psychoeducation",
    evidence: "expert-experience",
    evidenceNote:
      "A clinical psychologist's guide drawn from her clinical work and research on narcissism.",
    contentNotes: "Describes emotional abuse in relationships.",
    factsSource: "https://doctor-ramani.com/",
  },
  {
    id: "why-does-he-do-that",
    title: "Why Does He Do That?",
    author: "Lundy Bancroft",
    description:
      "Lundy Bancroft spent many years counseling men who were abusive to their partners. In this book he explains the thinking behind controlling and abusive behavior, and why it is about attitudes and beliefs rather than a loss of temper.\n\n" +
      "It can bring great clarity to anyone who feels confused, walked on or controlled in a relationship, and to friends and family who are trying to help. Bancroft also discusses how abuse can affect children.\n\n" +
      "If any of this feels familiar, you deserve support. In the United States, the National Domestic Violence Hotline offers free, confidential help by phone, text and chat: https://www.thehotline.org/\n\n" +
      "If you are in immediate danger, call your local emergency number.",
    type: "book",
    category: "relationships",
    subcategory: "difficult-people",
    url: "https://lundybancroft.com/",
    cost: "paid",
    audience: ["adults", "professionals"],
    length: "A book; read at your own pace",
    approach: "Psychoeducation",
    evidence: "expert-experience",
    evidenceNote: "Based on the author's many years of counseling men who abused their partners.",
    contentNotes: "Describes domestic abuse, including threats and violence.",
    factsSource: "https://lundybancroft.com/",
  },
  {
    id: "crucial-conversations",
    title: "Crucial Conversations: Tools for Talking When Stakes Are High",
    author: "Kerry Patterson, Joseph Grenny, Ron McMillan, Al Switzler, Emily Gregory",
    description:
      "This widely used guide is about the moments when opinions differ, emotions run high and a lot is at stake, whether with a boss, a colleague, a relative or a partner. The authors show how people slip into either silence or attack, and how to keep a conversation safe enough for honest dialogue.\n\n" +
      "It is especially useful for workplace difficulties and tense family discussions. The tools are concrete, and the book gives many worked examples.\n\n" +
      "These skills assume both people are willing to talk in good faith. They are not meant for relationships where you feel unsafe.",
    type: "book",
    category: "relationships",
    subcategory: "difficult-people",
    url: "https://cruciallearning.com/crucial-conversations-book/",
    cost: "paid",
    audience: ["adults"],
    length: "A book with worked examples; read at your own pace",
    approach: "Communication skills",
    evidence: "expert-experience",
    evidenceNote:
      "A widely used training method built from the authors' observations of workplaces; little tested in independent trials.",
    factsSource:
      "https://cruciallearning.com/press/crucial-learning-releases-third-edition-of-acclaimed-bestselling-book-crucial-conversations/",
    factsCheckedOn: "2026-11-26",
  },

  // ---------------------------------------------------------------------------
  // Relationships: marriage and couples
  // ---------------------------------------------------------------------------
  {
    id: "seven-principles-marriage",
    title: "The Seven Principles for Making Marriage Work",
    author: "John M. Gottman and Nan Silver",
    description:
      "Psychologist John Gottman has studied couples for decades, and this book distills that research into seven principles, from knowing your partner's inner world to handling conflict with respect. It also describes the 'Four Horsemen': criticism, contempt, defensiveness and stonewalling, four patterns that can wear a relationship down.\n\n" +
      "It works well for couples who want to strengthen a good relationship as well as those going through a rough patch. The quizzes and exercises are designed to be done together.\n\n" +
      "If there is fear, violence or coercion in your relationship, couples exercises are not the right first step. Please reach out for individual support.",
    type: "book",
    category: "relationships",
    subcategory: "romantic",
    url: "https://www.gottman.com/product/the-seven-principles-for-making-marriage-work/",
    cost: "paid",
    audience: ["couples"],
    length: "A book with quizzes and exercises for two",
    approach: "Gottman Method",
    evidence: "expert-experience",
    evidenceNote:
      "Draws on John Gottman's long-running observational studies of couples; the book's program itself has had little trial testing.",
    factsSource: "https://www.gottman.com/product/the-seven-principles-for-making-marriage-work/",
  },
  {
    id: "hold-me-tight",
    title: "Hold Me Tight: Seven Conversations for a Lifetime of Love",
    author: "Sue Johnson",
    description:
      "Psychologist Sue Johnson, who co-developed Emotionally Focused Therapy for couples with Les Greenberg, sees love through the lens of attachment: our deep need to know that our partner will be there for us. She explains how partners get caught in painful cycles, such as one pursuing while the other withdraws.\n\n" +
      "The book is organized around seven conversations that couples can have to understand those cycles and rebuild closeness. It may help partners who feel distant or keep having the same argument.\n\n" +
      "An Emotionally Focused Therapy couples therapist can guide these conversations if you find them hard to have on your own.",
    type: "book",
    category: "relationships",
    subcategory: "romantic",
    url: "https://drsuejohnson.com/",
    cost: "paid",
    audience: ["couples"],
    length: "A book built around seven conversations for two",
    approach: "Emotionally Focused Therapy",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Based on Emotionally Focused Therapy for couples, which has been tested in randomized trials.",
    factsSource: "https://drsuejohnson.com/books/hold-me-tight/praise-for-hold-me-tight/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "the-secret-to-desire-in-a-long-term-relationship",
    title: "The Secret to Desire in a Long-Term Relationship",
    author: "Esther Perel",
    description:
      "Couples therapist Esther Perel, author of Mating in Captivity, explores a puzzle many long-term couples face: the closeness and security that love needs can sometimes dampen desire. She reflects on how space, curiosity and seeing your partner with fresh eyes can help keep attraction alive.\n\n" +
      "This thought-provoking talk can open up a conversation between partners about a topic that often feels hard to raise.",
    type: "video",
    category: "relationships",
    subcategory: "romantic",
    url: "https://www.ted.com/talks/esther_perel_the_secret_to_desire_in_a_long_term_relationship",
    cost: "free",
    audience: ["couples"],
    length: "A recorded talk of about 19 minutes",
    evidence: "expert-experience",
    evidenceNote:
      "A couples therapist's reflections from her practice and her interviews across many countries.",
    factsSource:
      "https://www.ted.com/talks/esther_perel_the_secret_to_desire_in_a_long_term_relationship",
  },
  {
    id: "attached",
    title: "Attached",
    author: "Amir Levine and Rachel S. F. Heller",
    description:
      "Psychiatrist and neuroscientist Amir Levine and Rachel Heller bring adult attachment research to a general audience. They describe three broad styles, secure, anxious and avoidant, and how these shape the way we act when we feel close to someone or fear losing them.\n\n" +
      "It can be eye-opening for people who often feel insecure in relationships, who are dating, or who want to understand a partner's very different needs for closeness.\n\n" +
      "Attachment styles are tendencies, not fixed labels, and they can change with experience and support. Try not to use them to diagnose yourself or your partner.",
    type: "book",
    category: "relationships",
    subcategory: "romantic",
    url: "https://www.attachedthebook.com/",
    cost: "paid",
    audience: ["adults", "couples"],
    length: "A book; read at your own pace",
    approach: "Attachment theory",
    evidence: "expert-experience",
    evidenceNote:
      "A popular account of adult attachment research; the styles it describes are tendencies, not diagnoses.",
    factsSource: "https://www.attachedthebook.com/",
  },

  // ---------------------------------------------------------------------------
  // Healthy lifestyle
  // ---------------------------------------------------------------------------
  {
    id: "atomic-habits",
    title: "Atomic Habits",
    author: "James Clear",
    description:
      "James Clear explains how tiny changes, repeated consistently, can add up to big results. He offers a clear framework for building good habits: make them obvious, attractive, easy and satisfying, and reverse those steps to break bad ones. He also encourages thinking about the kind of person you want to become, not only the goals you want to reach.\n\n" +
      "It is a practical, upbeat read for anyone who wants to build routines that support their wellbeing, such as regular movement, better sleep or less time on the phone.\n\n" +
      "When you are depressed or exhausted, even small habits can feel hard. Be patient with yourself, and start smaller than you think you need to.",
    type: "book",
    category: "lifestyle",
    subcategory: "habits",
    url: "https://jamesclear.com/atomic-habits",
    cost: "paid",
    audience: ["adults"],
    length: "A book; read at your own pace",
    approach: "Behavior change",
    evidence: "expert-experience",
    evidenceNote:
      "A writer's practical synthesis of habit research; not itself tested as a program.",
    factsSource: "https://jamesclear.com/atomic-habits",
  },
  {
    id: "cbt-i-coach",
    title: "CBT-i Coach",
    author: "U.S. Department of Veterans Affairs",
    description:
      "CBT-i Coach is a free app from the U.S. Department of Veterans Affairs based on cognitive behavioral therapy for insomnia (CBT-I), a well-researched approach to long-term sleep problems. It includes a sleep diary, information about how sleep works, and tools to help quiet the mind at bedtime.\n\n" +
      "It was designed to support people working with a clinician, but many people also use it on their own to understand their sleep patterns and habits. It is free and open to anyone, not only veterans.\n\n" +
      "If you snore loudly, stop breathing during sleep, or feel very sleepy during the day, talk to a doctor, as these can be signs of a medical sleep condition.",
    type: "app",
    category: "lifestyle",
    subcategory: "sleep",
    url: "https://www.ptsd.va.gov/appvid/mobile/cbticoach_app_public.asp",
    cost: "free",
    audience: ["adults", "professionals"],
    length: "A few minutes a day, over several weeks",
    approach: "CBT for insomnia",
    evidence: "research-tested",
    evidenceNote:
      "Built on CBT for insomnia, a first-line treatment; small randomized trials have studied the app itself.",
    factsSource: "https://www.ptsd.va.gov/appvid/mobile/cbticoach_app_public.asp",
  },
  {
    id: "sleep-is-your-superpower",
    title: "Sleep Is Your Superpower",
    author: "Matt Walker",
    description:
      "Sleep scientist Matt Walker, author of Why We Sleep, gives a lively overview of what sleep does for memory, mood and physical health. He ends with simple tips such as keeping a regular schedule and a cool bedroom.\n\n" +
      "It is an engaging introduction for anyone who wants to take sleep more seriously. Some scientists feel a few of the claims in his work are stated more strongly than the evidence allows, so treat the talk as encouragement rather than a rulebook.\n\n" +
      "If you already struggle with insomnia, try not to let the talk add to worries about sleep; a gentle, consistent routine matters more than perfection.",
    type: "video",
    category: "lifestyle",
    subcategory: "sleep",
    url: "https://www.ted.com/talks/matt_walker_sleep_is_your_superpower",
    cost: "free",
    audience: ["adults"],
    length: "A short recorded talk",
    approach: "Psychoeducation",
    evidence: "expert-experience",
    evidenceNote:
      "A sleep scientist's overview; some researchers say a few of his claims go beyond the evidence.",
    factsSource: "https://www.ted.com/talks/matt_walker_sleep_is_your_superpower",
  },
  {
    id: "progressive-muscle-relaxation",
    title: "Progressive Muscle Relaxation",
    description:
      "Progressive muscle relaxation is a classic relaxation technique, first developed by physician Edmund Jacobson in the early twentieth century. By tensing and then releasing one muscle group at a time, you learn to notice tension and let it go. Many people use it in bed to wind down.\n\n" +
      "Lie or sit comfortably and breathe slowly. Start with your feet: curl your toes and tense the muscles firmly but not painfully for about five seconds, then release all at once and notice the difference for ten to twenty seconds. Move slowly up the body: calves, thighs, buttocks, stomach, hands, arms, shoulders, and finally your face. End with a few slow breaths.\n\n" +
      "The whole practice takes ten to fifteen minutes. Skip any area that is injured or painful, and do not strain. With regular practice, relaxing becomes quicker and easier.",
    type: "exercise",
    category: "lifestyle",
    subcategory: "sleep",
    cost: "free",
    audience: ["adults", "teens"],
    length: "10 to 15 minutes",
    approach: "Relaxation",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Relaxation training of this kind has been studied for insomnia and anxiety for decades.",
    factsSource:
      "https://www.informedhealth.org/Jacobsons-progressive-muscle-relaxation.2004.en.html",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "spark",
    title: "Spark: The Revolutionary New Science of Exercise and the Brain",
    author: "John J. Ratey with Eric Hagerman",
    description:
      "Harvard psychiatrist John Ratey gathers research on how physical activity affects the brain, with chapters on learning, stress, anxiety, depression, attention and aging. His central message is that exercise is one of the best things we can do for our mental health as well as our bodies.\n\n" +
      "It may motivate readers who know they ought to move more and want to understand why it matters for mood. The research is explained with stories from schools, clinics and everyday life.\n\n" +
      "Exercise can support treatment for anxiety or depression, but it is not a replacement for it. If you have a health condition, check with your doctor before starting a new routine.",
    type: "book",
    category: "lifestyle",
    subcategory: "exercise",
    url: "https://www.johnratey.com/",
    cost: "paid",
    audience: ["adults"],
    length: "A book; read at your own pace",
    approach: "Exercise",
    evidence: "expert-experience",
    evidenceNote:
      "A psychiatrist's summary of research on exercise and the brain, written for general readers.",
    factsSource: "https://www.johnratey.com/",
  },
  {
    id: "brain-changing-benefits-of-exercise",
    title: "The Brain-Changing Benefits of Exercise",
    author: "Wendy Suzuki",
    description:
      "Neuroscientist Wendy Suzuki describes how she noticed her own mood and memory improve when she started exercising, and how that changed the direction of her research. She explains what happens in the brain when we move, and she even gets the audience moving.\n\n" +
      "It is a short, upbeat talk and a good nudge for anyone looking for a reason to get up and go for a walk. Her suggestion is refreshingly modest: regular activity that raises your heart rate, at a level that works for you.",
    type: "video",
    category: "lifestyle",
    subcategory: "exercise",
    url: "https://www.ted.com/talks/wendy_suzuki_the_brain_changing_benefits_of_exercise",
    cost: "free",
    audience: ["adults"],
    length: "A short recorded talk",
    approach: "Exercise",
    evidence: "expert-experience",
    evidenceNote:
      "A neuroscientist describing research on exercise and the brain, and her own experience.",
    factsSource: "https://www.ted.com/talks/wendy_suzuki_the_brain_changing_benefits_of_exercise",
  },
  {
    id: "this-is-your-brain-on-food",
    title: "This Is Your Brain on Food",
    author: "Uma Naidoo",
    description:
      "Uma Naidoo is a psychiatrist with training in nutrition and as a professional chef. In this book she explores the emerging science of nutritional psychiatry, including the link between the gut and the brain, and looks at eating patterns that may support mood, focus and sleep. The book also includes simple recipes.\n\n" +
      "It suits readers who enjoy cooking and want practical, food-first ways to look after their mental health. The approach is about adding helpful foods rather than strict rules.\n\n" +
      "The research in this area is still developing, and food is one piece of the picture, not a cure. If you have a history of disordered eating, please explore changes to your diet with a professional who understands eating disorders.",
    type: "book",
    category: "lifestyle",
    subcategory: "nutrition",
    url: "https://www.umanaidoomd.com/",
    cost: "paid",
    audience: ["adults"],
    length: "A book with recipes; read at your own pace",
    approach: "Nutrition",
    evidence: "expert-experience",
    evidenceNote:
      "A psychiatrist's guide to nutritional psychiatry, a young field whose research is still developing.",
    factsSource: "https://umanaidoomd.com/uma-naidoo-this-is-your-brain-on-food/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "full-catastrophe-living",
    title: "Full Catastrophe Living",
    author: "Jon Kabat-Zinn",
    description:
      "Jon Kabat-Zinn created Mindfulness-Based Stress Reduction (MBSR) at the University of Massachusetts Medical Center, and this book is the full guide to that program. It teaches the core practices, including the body scan, sitting meditation and gentle yoga, and explains how mindfulness can help people cope with stress, pain and illness.\n\n" +
      "It is a foundational book for anyone who wants to understand mindfulness in depth and follow a structured program at home. It is long, so there is no need to read it cover to cover before you begin practicing.\n\n" +
      "Kabat-Zinn's guided practice recordings, which accompany the program, are available at https://www.mindfulnesscds.com/",
    type: "book",
    category: "lifestyle",
    subcategory: "stress-reduction",
    url: "https://www.mindfulnesscds.com/",
    cost: "paid",
    audience: ["adults"],
    length: "A long book; the program asks for daily practice over eight weeks",
    approach: "MBSR",
    evidence: "evidence-based-approach",
    evidenceNote:
      "The guide to Mindfulness-Based Stress Reduction, a program studied in many trials.",
    factsSource: "https://www.mindfulnesscds.com/",
  },
  {
    id: "insight-timer",
    title: "Insight Timer",
    author: "Insight Timer",
    description:
      "Insight Timer is a meditation app with a very large free library of guided meditations, talks and music from many teachers around the world, along with a simple timer for silent practice.\n\n" +
      "It is a good choice if you want variety without a subscription, or want to find a teacher whose voice and style suit you. You can search by topic, such as stress, sleep or self-compassion, and by length.\n\n" +
      "Because so many different teachers contribute, quality varies. It can help to start with well-known teachers and short practices. An optional paid membership adds courses.",
    type: "app",
    category: "lifestyle",
    subcategory: "stress-reduction",
    url: "https://insighttimer.com/",
    cost: "free-with-paid-options",
    audience: ["adults"],
    length: "Any length you choose, from a few minutes",
    approach: "Mindfulness",
    evidence: "expert-experience",
    evidenceNote:
      "A library of practices from many teachers; quality varies and the app as a whole has not been trial-tested.",
    factsSource:
      "https://help.insighttimer.com/support/solutions/articles/67000664914-requirements-and-guidelines-for-publishing-a-course-on-insight-timer",
    factsCheckedOn: "2026-11-26",
  },

  // ---------------------------------------------------------------------------
  // Screen time (a subcategory not in the category list, on purpose)
  // ---------------------------------------------------------------------------
  {
    id: "digital-minimalism",
    title: "Digital Minimalism",
    author: "Cal Newport",
    description:
      "Computer science professor Cal Newport makes the case for a more intentional relationship with phones, apps and social media. Rather than a few quick tips, he suggests a thirty-day 'digital declutter': stepping back from optional technologies, rediscovering offline activities, and then deliberately choosing what to bring back.\n\n" +
      "It suits adults who feel scattered, distracted or drained by constant scrolling and would like to reclaim time for rest, hobbies and people.\n\n" +
      "If you rely on online communities for support, keep the connections that truly help you. The aim is choice, not isolation.",
    type: "book",
    category: "lifestyle",
    subcategory: "screen-time",
    url: "https://calnewport.com/",
    cost: "paid",
    audience: ["adults"],
    length: "A book, with a thirty-day declutter to try",
    approach: "Behavior change",
    evidence: "expert-experience",
    evidenceNote:
      "A computer scientist's argument and practical plan, drawn from interviews and his readers' experiments.",
    factsSource: "https://calnewport.com/",
  },
  {
    id: "the-anxious-generation",
    title: "The Anxious Generation",
    author: "Jonathan Haidt",
    description:
      "Social psychologist Jonathan Haidt argues that the shift from play-based to phone-based childhood has contributed to rising anxiety and depression among young people. He proposes four shared norms: no smartphones before high school, no social media before 16, phone-free schools, and more independence and free play in the real world.\n\n" +
      "It is a thought-provoking read for parents, teachers and anyone concerned about young people's wellbeing, and its suggestions are designed to work best when families and schools act together.\n\n" +
      "Researchers continue to debate how strong the evidence is for some of the book's claims. It can be a starting point for family conversations about screens, rather than the final word.",
    type: "book",
    category: "lifestyle",
    subcategory: "screen-time",
    url: "https://www.anxiousgeneration.com/",
    cost: "paid",
    audience: ["parents", "adults"],
    length: "A book; read at your own pace",
    evidence: "expert-experience",
    evidenceNote:
      "A social psychologist's reading of research on phones and youth mental health; other researchers dispute how strong that evidence is.",
    contentNotes: "Discusses self-harm and suicide among young people.",
    factsSource: "https://www.anxiousgeneration.com/",
  },

  // ---------------------------------------------------------------------------
  // Added for visitors the first collection left out: LGBTQ+ people, new parents,
  // alcohol and drug use, teenagers, grief, eating difficulties, and help outside the US.
  // ---------------------------------------------------------------------------
  {
    id: "the-trevor-project",
    title: "The Trevor Project",
    author: "The Trevor Project",
    description:
      "The Trevor Project supports lesbian, gay, bisexual, transgender, queer and questioning young people under 25. Trained counselors answer by phone, text and online chat at any hour, and the website offers plain guides on coming out, gender identity and mental health.\n\n" +
      "It can be a lifeline for a young person who feels alone or unsafe at home or school, and a good place for a parent, teacher or friend who wants to understand and help.\n\n" +
      "If you are thinking about suicide, please reach out now, to The Trevor Project's counselors or to a crisis line for your country (below). If you are in immediate danger, call your local emergency number.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://www.thetrevorproject.org/",
    cost: "free",
    audience: ["teens", "adults"],
    length: "Reach a counselor any time; read the guides at your own pace",
    approach: "Crisis support",
    evidence: "expert-experience",
    evidenceNote:
      "A national crisis and support service with trained counselors; support in the moment, not a treatment program.",
    contentNotes: "Talks about suicide, crisis and rejection by family.",
    factsSource: "https://www.thetrevorproject.org/",
  },
  {
    id: "pflag",
    title: "PFLAG",
    author: "PFLAG National",
    description:
      "Founded in 1973 after a mother stood up in public for her gay son, PFLAG brings together LGBTQ+ people, their parents and families, and allies. It has hundreds of local chapters across the US and runs peer support meetings in person and online.\n\n" +
      "It is a warm first stop for a parent whose child has just come out and who wants to do right by them, and for LGBTQ+ people looking for people who understand. The website also has clear guides for families and schools.",
    type: "website",
    category: "relationships",
    subcategory: "parenting",
    url: "https://pflag.org/",
    cost: "free",
    audience: ["parents", "adults", "teens"],
    length: "A meeting of an hour or two, or read the guides at your own pace",
    approach: "Peer support",
    evidence: "expert-experience",
    evidenceNote:
      "Peer support drawn from the experience of families across five decades; not a treatment.",
    factsSource: "https://pflagdallas.org/pflag-national/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "postpartum-support-international",
    title: "Postpartum Support International",
    author: "Postpartum Support International",
    description:
      "Depression and anxiety during pregnancy and after birth are common, treatable, and nobody's fault. Postpartum Support International (PSI) offers a free HelpLine, online support groups led by trained facilitators, and a directory of providers who specialize in perinatal mental health.\n\n" +
      "It is for expecting and new mothers and fathers, parents after a pregnancy loss, and the people who love them. Many of its volunteers have been through it themselves, which can make the first call easier.\n\n" +
      "If you have thoughts of harming yourself or your baby, or you see or hear things others do not, call your local emergency number or go to an emergency room now; the crisis lines below can help too.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://www.postpartum.net/",
    cost: "free",
    audience: ["parents", "adults"],
    length: "A call, or an online group of about an hour; read at your own pace",
    approach: "Peer support",
    evidence: "expert-experience",
    evidenceNote:
      "A nonprofit's peer support and referral network; it connects you with treatment rather than providing it.",
    factsSource: "https://www.postpartum.net/",
  },
  {
    id: "mgh-center-for-womens-mental-health",
    title: "MGH Center for Women's Mental Health",
    author: "Massachusetts General Hospital",
    description:
      "The Center for Women's Mental Health at Massachusetts General Hospital runs a perinatal and reproductive psychiatry information center. Its website explains new research on mood and anxiety during pregnancy, after birth and around menopause, including what is known about the safety of medications.\n\n" +
      "It is especially useful for a pregnant or breastfeeding parent weighing treatment choices with a doctor, and for clinicians who want a careful reading of the latest studies. Bring what you learn to your prescriber rather than changing medication on your own.",
    type: "website",
    category: "psychological-concerns",
    // With Postpartum Support International: mood in pregnancy and after birth.
    subcategory: "depression",
    url: "https://womensmentalhealth.org/",
    cost: "free",
    audience: ["adults", "parents", "professionals"],
    length: "Read what you need, when you need it; no sign-up",
    approach: "Psychoeducation",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Plain summaries of published research from a hospital's perinatal psychiatry program.",
    factsSource: "https://womensmentalhealth.org/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "rethinking-drinking",
    title: "Rethinking Drinking",
    author: "National Institute on Alcohol Abuse and Alcoholism",
    description:
      "Rethinking Drinking is a free website and booklet from the U.S. National Institute on Alcohol Abuse and Alcoholism (NIAAA). It helps you look honestly at your own drinking: what counts as a standard drink, what patterns raise risk, and the signs that alcohol is causing harm.\n\n" +
      "It suits anyone who has wondered whether they drink too much, without judgment or labels. Calculators and practical tips help you cut back, and it explains the options, from mutual-help groups to medications, if you decide to stop.\n\n" +
      "If you drink heavily every day, stopping suddenly can be dangerous; talk to a doctor before you quit.",
    type: "website",
    category: "lifestyle",
    subcategory: "habits",
    url: "https://www.rethinkingdrinking.niaaa.nih.gov/",
    cost: "free",
    audience: ["adults"],
    length: "A few minutes for the self-checks; read more at your own pace",
    approach: "Behavior change",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Built from NIAAA's population studies and clinical trials on drinking and how to change it.",
    factsSource: "https://rethinkingdrinking.niaaa.nih.gov/how-much-too-much",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "samhsa-national-helpline",
    title: "SAMHSA's National Helpline",
    author: "Substance Abuse and Mental Health Services Administration",
    description:
      "SAMHSA's National Helpline is a free, confidential information and referral line for people facing mental health or substance use problems and for their families. It is open all day, every day, in English and Spanish; how to reach it is below.\n\n" +
      "The people who answer do not give counseling; they help you find local treatment, support groups and community services, including programs for people without insurance. It can take the guesswork out of a search that feels overwhelming.",
    type: "website",
    category: "lifestyle",
    subcategory: "habits",
    url: "https://www.samhsa.gov/find-help/national-helpline",
    cost: "free",
    audience: ["adults", "parents"],
    length: "One phone call, at any hour",
    approach: "Treatment referral",
    evidence: "expert-experience",
    evidenceNote:
      "A federal information and referral service; it points you to treatment rather than providing it.",
    factsSource: "https://www.samhsa.gov/find-help/national-helpline",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "smart-recovery",
    title: "SMART Recovery",
    author: "SMART Recovery",
    description:
      "SMART Recovery (Self-Management and Recovery Training) runs free mutual-help meetings, in person and online, for people who want to change an addictive behavior, from alcohol and drugs to gambling. It is science-based, and its four-point program covers motivation, coping with urges, managing thoughts and feelings, and a balanced life.\n\n" +
      "It may suit people who want practical tools and a science-based approach, or who did not feel at home in a twelve-step group. There are local meetings and daily online meetings, and an online message board.",
    type: "website",
    category: "lifestyle",
    subcategory: "habits",
    url: "https://smartrecovery.org/",
    cost: "free",
    audience: ["adults"],
    length: "A meeting, in person or online, as often as helps",
    approach: "CBT",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Uses tools from CBT and motivational interviewing, methods tested in trials; the meetings themselves have been less studied.",
    factsSource: "https://www.smartrecovery.org/individuals/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "al-anon-family-groups",
    title: "Al-Anon Family Groups",
    author: "Al-Anon Family Groups",
    description:
      "Al-Anon is a worldwide fellowship for relatives and friends of people with a drinking problem, whether or not the drinker wants help. Members meet, in person or online, to share what they have learned about living alongside someone else's drinking; Alateen meetings are for younger members.\n\n" +
      "It can help when you feel responsible for a loved one's drinking, or worn out trying to control it. There are no dues, and you can just listen.\n\n" +
      "If someone's drinking puts you in danger, put your safety first; see Get help now for domestic violence support.",
    type: "website",
    category: "relationships",
    subcategory: "boundaries",
    url: "https://al-anon.org/",
    cost: "free",
    audience: ["adults", "teens"],
    length: "A meeting at a time, as often as helps",
    approach: "Peer support",
    evidence: "expert-experience",
    evidenceNote:
      "A twelve-step mutual-help fellowship built on members' shared experience; not a treatment.",
    factsSource: "https://al-anon.org/about-group-meetings",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "dougy-center",
    title: "Dougy Center: The National Grief Center for Children & Families",
    author: "Dougy Center",
    description:
      "Dougy Center, in Portland, Oregon, started the first peer grief support groups for children in the United States, and its free resources reach far beyond Portland. The website has tip sheets for grieving children, teens and young adults, guidance for parents and schools, and a way to find grief support groups near you.\n\n" +
      "It is a kind, practical place for a family after a death, or for a teacher or counselor supporting a grieving student. Its message is simple: no child should grieve alone.",
    type: "website",
    category: "relationships",
    subcategory: "parenting",
    url: "https://www.dougy.org/",
    cost: "free",
    audience: ["parents", "children", "teens", "professionals"],
    length: "Short tip sheets; read what you need",
    approach: "Grief support",
    evidence: "expert-experience",
    evidenceNote: "Four decades of experience running peer grief groups for children and families.",
    contentNotes: "Talks about death and grief, including sudden and violent deaths.",
    factsSource: "https://www.dougy.org/about/our-story/mission-history",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "its-ok-that-youre-not-ok",
    title: "It's OK That You're Not OK",
    author: "Megan Devine",
    description:
      "Psychotherapist Megan Devine wrote this book after her partner died in an accident she witnessed. She argues that grief is not a problem to fix or a set of stages to finish, but a natural response to loss that deserves to be met with honesty and support.\n\n" +
      "It can be a relief for anyone tired of being told to move on, and it helps friends and family learn what to say and what not to. Short practices for sleep, stress and difficult moments run through the book.\n\n" +
      "Grief and depression can overlap. If months pass and you cannot function, or you think about not wanting to be alive, please reach out to a professional or to a crisis line for your country (below).",
    type: "book",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://refugeingrief.com/",
    cost: "paid",
    audience: ["adults"],
    length: "A book; read in small pieces at your own pace",
    approach: "Grief support",
    evidence: "expert-experience",
    evidenceNote: "A psychotherapist's approach, drawn from her clinical work and her own loss.",
    contentNotes: "Describes a sudden death and early grief.",
    factsSource: "https://refugeingrief.com/",
  },
  {
    id: "seize-the-awkward",
    title: "Seize the Awkward",
    author: "The Jed Foundation, AFSP and the Ad Council",
    description:
      "Seize the Awkward is a campaign for teens and young adults from The Jed Foundation and the American Foundation for Suicide Prevention, with the Ad Council. Its website gives simple, realistic ideas for checking in on a friend who seems to be struggling: how to start, what to say, and how to keep the conversation going.\n\n" +
      "It is for young people who want to help a friend and worry about getting it wrong. Awkward is fine; reaching out matters more than the perfect words.\n\n" +
      "If a friend talks about suicide, take it seriously and do not keep it secret: tell a trusted adult, and reach a crisis line together (the lines for your country are below).",
    type: "website",
    category: "relationships",
    subcategory: "communication",
    url: "https://seizetheawkward.org/",
    cost: "free",
    audience: ["teens", "adults"],
    length: "A few minutes of reading before a conversation",
    approach: "Communication skills",
    evidence: "expert-experience",
    evidenceNote: "Guidance from two national mental health and suicide prevention organizations.",
    contentNotes: "Mentions suicide and helping a friend in crisis.",
    factsSource:
      "https://jedfoundation.org/new-mental-health-psa-from-seize-the-awkward-encourages-young-adults-to-say-we-can-talk-about-it/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "anad",
    title: "ANAD: National Association of Anorexia Nervosa and Associated Disorders",
    author: "ANAD",
    description:
      "ANAD is a US nonprofit that grew out of support groups a nurse began in her own home. It offers free peer support groups online, a helpline, mentoring from people in recovery, and help finding treatment.\n\n" +
      "It welcomes people of every age, gender, size and background, at any stage, and their families. Support from people who have been there can make it easier to take the next step toward care.\n\n" +
      "Eating disorders can cause serious medical problems even when someone looks well. Please see a doctor as well as seeking support.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "eating-difficulties",
    url: "https://anad.org/",
    cost: "free",
    audience: ["adults", "teens", "parents"],
    length: "An online group of about an hour, or a call",
    approach: "Peer support",
    evidence: "expert-experience",
    evidenceNote:
      "Peer support led by trained volunteers with lived experience; it complements treatment, not replaces it.",
    contentNotes: "Discusses eating disorders and their effects on the body.",
    factsSource: "https://anad.org/eating-disorder-helpline/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "feast-eating-disorders",
    title: "F.E.A.S.T.",
    author: "Families Empowered and Supporting Treatment of Eating Disorders",
    description:
      "F.E.A.S.T. is an international community of parents and caregivers of people with eating disorders, run largely by volunteers. It offers clear information, online peer support and guidance on finding evidence-based treatment, with a firm message: parents do not cause eating disorders, and they can be a powerful part of recovery.\n\n" +
      "It suits parents who have just heard a diagnosis and feel lost, or who want to understand family-based treatment and how to support a child at home.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "eating-difficulties",
    url: "https://www.feast-ed.org/",
    cost: "free",
    audience: ["parents"],
    length: "Read at your own pace; forums whenever you need them",
    approach: "Family-based support",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Promotes family-based treatment, which trials support for teenagers with anorexia; the site itself offers education and peer support.",
    contentNotes: "Discusses eating disorders and their medical risks.",
    factsSource: "https://www.feast-ed.org/history-of-feast/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "beat-eating-disorders",
    title: "Beat",
    author: "Beat Eating Disorders",
    description:
      "Beat is the United Kingdom's eating disorder charity. It runs helplines, including one for young people, online support groups and plain information for people with eating disorders and the people who care about them.\n\n" +
      "It is a trusted starting point for anyone in the UK who is worried about their own eating or someone else's, and it has guidance for family and friends who want to help someone they love.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "eating-difficulties",
    url: "https://www.beateatingdisorders.org.uk/",
    cost: "free",
    audience: ["adults", "teens", "parents"],
    length: "A call or an online chat; read at your own pace",
    approach: "Peer support",
    evidence: "expert-experience",
    evidenceNote:
      "A national charity's information and support services; it points toward treatment rather than providing it.",
    contentNotes: "Discusses eating disorders and their effects on the body.",
    factsSource:
      "https://www.beateatingdisorders.org.uk/news/beat-news/beat-opens-support-group-for-26-hours-for-26-challenge/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "samaritans",
    title: "Samaritans (UK and Ireland)",
    author: "Samaritans",
    description:
      "Samaritans has offered a listening ear since 1953. In the UK and Ireland you can call free from any phone, any time of day or night (its number is below); the number does not show on your bill. You can also email or visit a local branch.\n\n" +
      "You do not have to be suicidal to call. Volunteers listen without judgment to anyone who is struggling to cope, whatever it is about.\n\n" +
      "Elsewhere, the crisis lines for your country are below and on Get help now. If you or someone else is in immediate danger, call your local emergency number.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://www.samaritans.org/",
    cost: "free",
    audience: ["adults", "teens"],
    length: "One call, at any hour",
    approach: "Crisis support",
    evidence: "expert-experience",
    evidenceNote:
      "A volunteer listening service with decades of experience; support in the moment, not a treatment.",
    contentNotes: "Mentions suicide and crisis.",
    factsSource: "https://www.samaritans.org/how-we-can-help/contact-samaritan/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "beyond-blue",
    title: "Beyond Blue (Australia)",
    author: "Beyond Blue",
    description:
      "Beyond Blue is an Australian mental health organization focused on anxiety, depression and suicide prevention. Its website explains common conditions in plain language, and its Support Service puts you in touch with a mental health professional by phone, at any hour.\n\n" +
      "It is a reliable first stop for anyone in Australia, and its clear explanations of anxiety and depression are useful wherever you live. If you are in crisis, the lines for your country are below.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "anxiety",
    url: "https://www.beyondblue.org.au/",
    cost: "free",
    audience: ["adults"],
    length: "Read what you need; the support service is open at any hour",
    approach: "Psychoeducation",
    evidence: "expert-experience",
    evidenceNote:
      "An Australian mental health organization's information and round-the-clock support service; support in the moment, not a treatment.",
    factsSource: "https://www.beyondblue.org.au/get-involved/make-a-donation/appeal-2020",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "find-a-helpline",
    title: "Find A Helpline",
    author: "ThroughLine",
    description:
      "Find A Helpline is a free directory of crisis lines and helplines in many countries. You choose your country, and it lists free, confidential services by phone, text and chat, including lines for specific needs such as young people, abuse or LGBTQ+ support.\n\n" +
      "It is the place to turn if you live outside the United States, or are traveling, and need to know whom to call. The team that runs it checks each service against its own criteria before listing it.\n\n" +
      "If you are in immediate danger anywhere, call your local emergency number.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://findahelpline.com/",
    cost: "free",
    audience: ["adults", "teens"],
    length: "A minute to find the right line",
    approach: "Crisis support",
    evidence: "expert-experience",
    evidenceNote:
      "A verified directory of helplines; the support itself comes from each local service.",
    factsSource: "https://developer.throughlinecare.com/general",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "kids-help-phone",
    title: "Kids Help Phone (Canada)",
    author: "Kids Help Phone",
    description:
      "Kids Help Phone is Canada's national service for young people, free and available at any hour in English and French. Young people can talk with a professional counselor, or text a trained volunteer crisis responder (how to reach them is below); no data plan or app is needed.\n\n" +
      "It is for anything on a young person's mind, big or small, from school stress and friendships to abuse or thoughts of suicide. The website also has articles and tools written for kids and teens.\n\n" +
      "Outside Canada, the lines for your country are below and on Get help now.",
    type: "website",
    category: "psychological-concerns",
    subcategory: "anxiety",
    url: "https://kidshelpphone.ca/",
    cost: "free",
    audience: ["children", "teens"],
    length: "A call or a text conversation, at any hour",
    approach: "Crisis support",
    evidence: "expert-experience",
    evidenceNote:
      "A national counseling and crisis-text service for young people; support in the moment, not a treatment.",
    contentNotes: "Mentions abuse and suicide.",
    factsSource: "https://kidshelpphone.ca/get-involved/about-us/who-is-kids-help-phone/",
    factsCheckedOn: "2026-11-26",
  },
  {
    id: "every-mind-matters",
    title: "Every Mind Matters (NHS)",
    author: "NHS",
    description:
      "Every Mind Matters is a free self-help site for everyday mental health on the NHS website. A short quiz builds a personal action plan with practical steps for stress, low mood, anxiety and sleep, such as reframing unhelpful thoughts, breathing exercises and being more active.\n\n" +
      "It suits adults anywhere who want simple, trustworthy first steps, and it explains when self-help is not enough and how to get more support.",
    type: "website",
    category: "lifestyle",
    subcategory: "stress-reduction",
    url: "https://www.nhs.uk/every-mind-matters/",
    cost: "free",
    audience: ["adults"],
    length: "A short quiz, then small daily steps",
    approach: "Self-help skills",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Self-help steps drawn from the evidence on self-care, in an online plan approved by the NHS.",
    factsSource: "https://www.nhs.uk/every-mind-matters/",
  },
  {
    id: "calm-harm",
    title: "Calm Harm",
    author: "stem4",
    description:
      "Calm Harm is a free app from the UK teenage mental health charity stem4, developed by a consultant clinical psychologist with young people. It helps with the urge to self-harm by offering short activities, of five or fifteen minutes, to distract, comfort, express feelings or release tension safely, until the urge passes.\n\n" +
      "It is recommended for ages 13 and up, and it is private, with no account needed. It is a support while you get help, not a replacement for a doctor or therapist.\n\n" +
      "If you have hurt yourself badly or are thinking about suicide, call your local emergency number now; the crisis lines for your country are below.",
    type: "app",
    category: "psychological-concerns",
    subcategory: "depression",
    url: "https://calmharm.co.uk/",
    cost: "free",
    audience: ["teens", "adults"],
    length: "Activities of five or fifteen minutes, when an urge comes",
    approach: "DBT",
    evidence: "evidence-based-approach",
    evidenceNote:
      "Uses skills from dialectical behavior therapy (DBT), which trials support for some people who self-harm; the app itself has had little formal study.",
    contentNotes: "About self-harm urges.",
    factsSource: "https://calmharm.co.uk/faqs/",
    factsCheckedOn: "2026-11-26",
  },
];
