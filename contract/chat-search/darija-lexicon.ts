/**
 * Moroccan Darija → the Modern Standard Arabic words the lessons are written in, for the built-in guide.
 * A question's Darija words (in Arabic letters, `ar`, or in Latin letters and digits, `latin`) are replaced by
 * `msa` before the search; `msa: ''` drops a filler word ("ديال", "واش"). Each entry says where the word comes
 * from: they are words of everyday Moroccan speech, several of them borrowed from French or Spanish, as
 * farmers, extension agents and the academy's trainers use them. How to add one: see the README's
 * "Chat assistant" section. Spellings are written as people type them; the guide normalises the Arabic
 * (hamza, ta marbuta, alef maqsura, diacritics) and lower-cases the Latin, so one spelling per sound is enough.
 */
export interface DarijaEntry {
  /** Darija words or short phrases in Arabic letters. */
  ar?: readonly string[];
  /** The same in Latin letters (Arabizi): 3 = ع, 7 = ح, 9 = ق, 5 = خ, 8 = غ, 2 = ء, ch = ش, gh = غ, kh = خ. */
  latin?: readonly string[];
  /** What the lessons write. */
  msa: string;
  /** Where the word comes from and what it means. */
  source: string;
}

export const DARIJA: readonly DarijaEntry[] = [
  // ---- question words and fillers ----------------------------------------------------------------
  { ar: ['كيفاش', 'كيفاه', 'كيف داير'], latin: ['kifach', 'kifash', 'kifech', 'kifax', 'kif', 'kifah'], msa: 'كيف', source: 'كيفاش "how", from كيف + اش (أي شيء)' },
  { ar: ['شنو', 'اشنو', 'آش', 'اش', 'شنوا', 'أشنو'], latin: ['chno', 'chnou', 'achno', 'ach', 'chnu', 'achnou', 'chnouwa', 'chnowa'], msa: 'ما', source: 'شنو / آش "what", from أي شيء هو' },
  { ar: ['علاش', 'لاش'], latin: ['3lach', '3lash', '3lech', 'lach'], msa: 'لماذا', source: 'علاش "why", from على أي شيء' },
  { ar: ['فين', 'فاين'], latin: ['fin', 'fayn'], msa: 'أين', source: 'فين "where", from في أين' },
  { ar: ['شحال', 'بشحال', 'قداش'], latin: ['ch7al', 'chhal', 'b9ach', 'bch7al', 'chhal', 'ch7al', '9ddach', 'gdach', 'chehal'], msa: 'كم', source: 'شحال "how much / how many", from أي شيء حال; بشحال "for how much"' },
  { ar: ['واش', 'ياك'], latin: ['wach', 'wash', 'wech', 'yak'], msa: '', source: 'واش opens a yes/no question (هل)' },
  { ar: ['ديال', 'ديالي', 'ديالنا', 'ديالك', 'ديالو', 'ديالها', 'د'], latin: ['dyal', 'dial', 'dyali', 'diali', 'dyalna', 'dialna', 'dyalk', 'dyalek', 'dyalo', 'dialo', 'd'], msa: '', source: 'ديال "of" (possession: ديالي "mine"), from ذو / ذات' },
  { ar: ['بغيت', 'بغينا', 'نبغي', 'كنبغي', 'بغا'], latin: ['bghit', 'bghina', 'nbghi', 'kanbghi', 'bgha', 'bgit'], msa: 'أريد', source: 'بغيت "I want", from بغى' },
  { ar: ['عافاك', 'الله يخليك', 'من فضلك'], latin: ['3afak', '3afakom', 'lah ykhlik', 'afak'], msa: '', source: 'عافاك "please", from عافاك الله' },
  { ar: ['دابا', 'دركا'], latin: ['daba', 'drka', 'droka'], msa: 'الآن', source: 'دابا "now"' },
  { ar: ['بزاف', 'بالزاف'], latin: ['bzaf', 'bezzaf', 'bzzaf'], msa: 'كثير', source: 'بزاف "a lot", from بالجزاف' },
  { ar: ['شوية', 'شويا'], latin: ['chwiya', 'chwia', 'shwiya'], msa: 'قليل', source: 'شوية "a little", from شيء' },
  { ar: ['مزيان', 'زوين', 'مزيانة'], latin: ['mzyan', 'mzian', 'mezyan', 'zwin', 'mzyana'], msa: 'جيد', source: 'مزيان "good", from مزيّن' },
  { ar: ['نتا', 'نتي', 'انا', 'حنا', 'أنا'], latin: ['nta', 'nti', 'ana', '7na', 'hna'], msa: '', source: 'personal pronouns: نتا "you", حنا "we"' },
  { ar: ['فاش', 'ملي', 'إمتى', 'امتى', 'فوقاش'], latin: ['fach', 'mli', 'imta', 'fo9ach', 'fwqach', 'emta'], msa: 'متى', source: 'فوقاش / إمتى "when", from في أي وقت' },
  { ar: ['نقدر', 'يمكن ليا', 'واخا'], latin: ['n9der', 'nqder', 'n9dr', 'wakha', 'mumkin'], msa: 'يمكن', source: 'نقدر "I can", from قدر' },
  { ar: ['ندير', 'نديرو', 'دير', 'كندير', 'نعمل'], latin: ['ndir', 'ndiro', 'dir', 'kandir', 'ndirou'], msa: 'أفعل', source: 'ندير "I do / I make", from دار' },
  { ar: ['مع', 'معا'], latin: ['m3a', 'ma3a'], msa: 'مع', source: 'مع "with"' },
  { ar: ['فيه', 'فيها', 'عندي', 'عندنا'], latin: ['fih', 'fiha', '3ndi', '3andi', '3ndna'], msa: '', source: 'عندي "I have", فيه "in it"' },
  { ar: ['ف', 'فال'], latin: ['f', 'fl'], msa: 'في', source: 'ف "in", the shortened في' },
  { ar: ['على', 'عل'], latin: ['3la', '3ela', '3al'], msa: 'على', source: 'على "on, about"' },
  { ar: ['هاد', 'هادي', 'هادا', 'هادو'], latin: ['had', 'hadi', 'hada', 'hado'], msa: 'هذا', source: 'هاد "this", from هذا' },
  { ar: ['خاصني', 'خاصنا', 'خصني', 'خاصك', 'خاص'], latin: ['khasni', 'khassni', '5asni', 'khsni', 'khasna', '5asna', 'khass', 'khas'], msa: '', source: 'خاصني "I need / I must", from خاص' },
  { ar: ['باش', 'باشن'], latin: ['bach', 'bash', 'bech'], msa: '', source: 'باش "so that, in order to", from بأي شيء' },
  { ar: ['بلا', 'بلاش'], latin: ['bla', 'blach', 'bla bla'], msa: 'دون', source: 'بلا "without", from بلا' },
  { ar: ['منين', 'من فين'], latin: ['mnin', 'mn fin', 'mnine'], msa: 'أين', source: 'منين "from where, where to start"' },
  { latin: ['ma', 'mat', 'la', 'b', 'l', 'w', 'o', 'mn', 'men', 'f', 'fi', 'li', 'lli', 'ila', 'ou', 'wla', 'walla', 'ana', 'hiya', 'howa', 'hia', 'huwa'], msa: '', source: 'short Darija words in Latin letters: ما "not", لا, ب "with", ل "to", و "and", من "from", ف "in", اللي "that", إلا "if", ولا "or", هي / هو' },
  { ar: ['النهار', 'نهار', 'فالنهار', 'اليوم', 'ليوم'], latin: ['nhar', 'nhar', 'fnhar', 'lyoum', 'lyom', 'lyouma'], msa: 'يوم', source: 'النهار "the day", فالنهار "per day"' },
  { ar: ['الساعة', 'ساعة', 'سوايع'], latin: ['sa3a', 'ssa3a', 'swaye3', 'sa3at'], msa: 'ساعة', source: 'ساعة "hour", plural سوايع' },
  { ar: ['كيسوا', 'كيسوى', 'كتسوا', 'سوا', 'كيسواو'], latin: ['kaysswa', 'kayswa', 'kaysoua', 'kadswa', 'swa'], msa: 'ثمن', source: 'كيسوى "it costs", from سوى (to be worth)' },
  { ar: ['كيستاهل', 'تستاهل', 'يستاهل', 'كتستاهل'], latin: ['kaystahel', 'kaystahl', 'tstahel', 'ystahel'], msa: 'تستحق', source: 'كيستاهل "it is worth it", from استأهل' },
  { ar: ['نعرف', 'كنعرف'], latin: ['n3ref', 'n3rf', 'kan3ref', 'n3arf'], msa: 'أعرف', source: 'نعرف "I know, I find out"' },
  { ar: ['عطشان', 'عطشانة', 'محتاج', 'ناشف', 'يابس'], latin: ['3tchan', '3atchan', '3tchana', 'm7taj', 'nachef', 'yabes'], msa: 'جافة', source: 'عطشان "thirsty", ناشف / يابس "dry"' },
  { ar: ['ضعيف', 'ضعيفة', 'فقير'], latin: ['d3if', 'da3if', 'd3ifa', 'faqir'], msa: 'فقيرة', source: 'ضعيف "weak, poor" (a poor soil)' },
  { ar: ['حي', 'حية', 'الحياة'], latin: ['7ay', '7aya', 'l7ayat', '7ayat'], msa: 'حية', source: 'حي "alive" (living soil)' },
  { ar: ['كتجرف', 'جرف', 'كيجرف', 'الحملة', 'السيل'], latin: ['katjrf', 'kayjrf', 'jrf', 'l7amla', '7amla', 'ssil'], msa: 'الانجراف', source: 'كيجرف "it sweeps away", الحملة "flood": erosion' },
  { ar: ['كيسخن', 'سخون', 'كتسخن'], latin: ['kayskhn', 'kayskhon', 'skhoun', 'kaytskhn', 'sekhoun'], msa: 'الحرارة', source: 'كيسخن "it heats up", from سخن' },
  { ar: ['نصاوب', 'كنصاوب', 'نوجد'], latin: ['nsawb', 'nsaweb', 'nsayeb', 'kansawb', 'nwjed'], msa: 'أصنع', source: 'نصاوب "I make", from صوّب' },
  { ar: ['نقبط', 'نشد', 'كنقبط'], latin: ['n9bt', 'nqbt', 'n9bet', 'nched'], msa: 'مكافحة', source: 'نقبط "I catch" (pests)' },
  { ar: ['الصفرا', 'صفرا', 'صفر'], latin: ['sfer', 'sfra', 'safra'], msa: 'الصفراء', source: 'صفرا "yellow"' },
  { ar: ['نريگلي', 'نريكلي', 'نريگل', 'الريگلاج'], latin: ['nregli', 'nreglé', 'reglage', 'réglage', 'regler', 'nrigli'], msa: 'ضبط', source: 'نريگلي "I adjust", from the French régler' },
  { ar: ['نخسر', 'نخسرش', 'كنخسر'], latin: ['nkhsr', 'n5sr', 'nkhser', 'nkhsrch', 'mankhsrch'], msa: 'خسارة', source: 'نخسر "I lose (money)", from خسر' },
  { ar: ['ندخل'], latin: ['nd5ol', 'ndkhol', 'nedkhol'], msa: 'انضمام', source: 'ندخل "I join, I go in"' },
  { ar: ['كلات', 'كلاو', 'قتلات'], latin: ['klat', 'klaw', '9tlat'], msa: 'تهديد', source: 'كلات "it ate", قتلات "it killed"' },
  { ar: ['واجد', 'واجدة', 'موجود'], latin: ['wajed', 'wajda', 'wajd', 'mwjoud'], msa: 'جاهز', source: 'واجد "ready", from وجد' },
  { ar: ['الإتيكيت', 'الاتيكيطة', 'التيكيطة'], latin: ['etiquette', 'etiket', 'tiketa', 'ltiketa'], msa: 'توسيم', source: 'الإتيكيت "label", from the French étiquette' },
  // ---- water and irrigation ----------------------------------------------------------------------
  { ar: ['نسقي', 'كنسقي', 'نسقيو', 'نسگي', 'تنسقي', 'سقي'], latin: ['nsqi', 'nsgi', 'nsa9i', 'ns9i', 'kansqi', 'kans9i', 'sqi', 's9i', 'nsqiw', 'ns9io', 'nsaqi', 'tansqi', 'tans9i'], msa: 'أسقي', source: 'نسقي "I water", from سقى; گ is the Moroccan g' },
  { ar: ['السقي', 'السقية', 'الساقية'], latin: ['sa9ia', 'sagia', 'ssqi', 'seqi'], msa: 'السقي', source: 'السقي / الساقية "watering, the irrigation channel"' },
  { ar: ['الكوت كوت', 'كوت كوت', 'گوت گوت', 'قطرة قطرة', 'نقطة نقطة', 'القطرة قطرة', 'الكوطا كوطا', 'الكوتة كوتة'], latin: ['goutte a goutte', 'got got', 'gout gout', 'kot kot', 'goutagout', '9atra 9atra', 'qatra qatra', 'goute a goute'], msa: 'التنقيط', source: 'الگوت گوت "drip irrigation", from the French goutte-à-goutte; قطرة قطرة "drop by drop"' },
  { ar: ['الما', 'لما', 'ما ديال'], latin: ['lma', 'lmaa', 'l ma', 'lma2'], msa: 'الماء', source: 'الما "the water", الماء without its hamza' },
  { ar: ['البومبة', 'بومبة', 'البومبا', 'بومبا', 'الپومپ', 'الطرومبة', 'طرومبة'], latin: ['bomba', 'lbomba', 'pompa', 'lpompa', 'pomba', 'trompa', 'tromba', 'pompe', 'lpomp'], msa: 'مضخة', source: 'بومبة "pump", from the French pompe and Spanish bomba; طرومبة from the Spanish trompa' },
  { ar: ['البير', 'بير', 'الحاسي'], latin: ['bir', 'lbir', 'lbeer'], msa: 'البئر', source: 'البير "the well", البئر without its hamza' },
  { ar: ['الصهريج', 'الجابية', 'الباصين', 'البسين'], latin: ['sahrij', 'ssahrij', 'bassin', 'lbassin', 'jabiya', 'basin'], msa: 'الخزان', source: 'الصهريج / الباصين (French bassin) "water basin, tank"' },
  { ar: ['الطيو', 'الطيوات', 'التيو', 'الجعبة', 'الجعاب', 'تيوات'], latin: ['tiyo', 'ttiyo', 'tuyau', 'tuyaux', 'tiyoyat', 'j3ba', 'ja3ba'], msa: 'الأنابيب', source: 'الطيو "pipe, hose", from the French tuyau; الجعبة "pipe"' },
  { ar: ['الفيلتر', 'فيلتر', 'الفيلترو', 'المصفاية'], latin: ['filtre', 'filter', 'lfiltre', 'filtro', 'lfilter'], msa: 'المرشح', source: 'الفيلتر "filter", from the French filtre' },
  { ar: ['الكوتور', 'الكوتورات', 'النقاطة', 'النقاطات'], latin: ['goutteur', 'goutteurs', 'gotor', 'goutour', 'goutours', 'nqqata'], msa: 'النقاطات', source: 'الكوتور "emitter", from the French goutteur' },
  { ar: ['تسدو', 'مسدودين', 'تبلوكاو', 'مبلوكي', 'مسدود', 'تسدات'], latin: ['msdoud', 'msdodin', 'tbloka', 'mbloki', 'tsdo', 'tsdaw', 'bloque', 'mbloquiyin'], msa: 'مسدودة', source: 'مبلوكي "blocked", from the French bloqué; تسدّو "they got blocked"' },
  { ar: ['الملحة', 'المالح', 'مالح'], latin: ['mal7', 'lmal7', 'mel7a', 'mal7a'], msa: 'ملوحة', source: 'الما مالح "salty water": ملوحة' },
  { ar: ['الشتا', 'الشتاء'], latin: ['chta', 'ch-ta', 'chtaa'], msa: 'المطر', source: 'الشتا "the rain" (Darija: it rains = كتصب الشتا)' },
  { ar: ['الرطوبة', 'الفزڭ', 'الفزك', 'مفزگ'], latin: ['ratoba', 'rtouba', 'fazg', 'mfezg'], msa: 'الرطوبة', source: 'فزگ "wet, damp soil"' },
  { ar: ['الحرارة', 'السخانة', 'الصهد'], latin: ['skhana', 'sskhana', 'sehd', 'l7rara', '7rara'], msa: 'الحرارة', source: 'السخانة / الصهد "heat"' },
  // ---- soil, crops and the field -----------------------------------------------------------------
  { ar: ['الطوماطيش', 'طوماطيش', 'المطيشة', 'مطيشة', 'الماطيشة', 'ماطيشة', 'الطماطيش'], latin: ['tomatich', 'tomatiche', 'matecha', 'maticha', 'mtecha', 'tmatem', 'tomate', 'tomates', 'lmatecha', 'lmaticha'], msa: 'الطماطم', source: 'مطيشة / طوماطيش "tomato", from the Spanish tomate' },
  { ar: ['الخضرة', 'الخضاري', 'خضرة'], latin: ['lkhodra', 'khodra', 'lkhodar', 'khdra'], msa: 'الخضر', source: 'الخضرة "vegetables"' },
  { ar: ['التراب', 'الترابة'], latin: ['trab', 'ttrab', 'lard', 'l2ard', 'lerd'], msa: 'التربة', source: 'التراب "soil, earth"' },
  { ar: ['الفدان', 'الفدادن', 'الحقل', 'البلاد'], latin: ['lfdan', 'fdan', 'l7a9l', '7a9l', 'l7e9l', '7e9l', 'lblad', 'blad'], msa: 'الحقل', source: 'الفدان "the field, the plot"' },
  { ar: ['الفلاحة', 'الفلاح', 'فلاح'], latin: ['lfla7a', 'fla7a', 'fellah', 'fla7', 'lfla7'], msa: 'الفلاحة', source: 'الفلاحة "farming", الفلاح "farmer"' },
  { ar: ['الزبل', 'زبل', 'الغبار', 'الفيمي'], latin: ['zbel', 'zzbel', 'lghbar', 'fumier', 'zebl'], msa: 'الروث', source: 'الزبل "manure, dung", الفيمي from the French fumier' },
  { ar: ['الكومبوست', 'الكنبوست', 'الكمبوسط'], latin: ['compost', 'kompost', 'lkompost', 'lcompost', 'kombost'], msa: 'الكومبوست', source: 'الكومبوست "compost", from the French compost' },
  { ar: ['الدوا', 'دوا', 'الدواء'], latin: ['dwa', 'ddwa', 'ldwa', 'dowa'], msa: 'المعالجة', source: 'الدوا "the treatment, pesticide, medicine", الدواء without hamza' },
  { ar: ['البخ', 'نبخ', 'كنبخ', 'الرشان'], latin: ['nbe5', 'nbekh', 'bkh', 'lbkh', 'rach', 'nrech', 'nrach'], msa: 'الرش', source: 'البخ / نرش "spraying", from بخّ' },
  { ar: ['الحشرات', 'البق', 'الدود', 'الجنة'], latin: ['l7acharat', '7acharat', 'lbe9', 'dod', 'ddoud', 'dud'], msa: 'الحشرات', source: 'البق / الدود "bugs, worms": pests' },
  { ar: ['الربيع', 'الحشيش', 'لحشيش'], latin: ['rbi3', 'rbii3', 'l7chich', '7chich', 'lhchich'], msa: 'الأعشاب', source: 'الربيع "weeds, wild grass" in farmers\' Darija (not the season)' },
  { ar: ['الحرث', 'نحرث', 'الحراثة', 'الكراطة'], latin: ['l7ert', '7ert', 'n7ert', '7rata', 'n7arat', 'kerrata'], msa: 'الحرث', source: 'نحرث "I plough", from حرث' },
  { ar: ['الزريعة', 'زريعة', 'الزرع', 'نزرع', 'كنزرع'], latin: ['zri3a', 'zzri3a', 'zzr3', 'zr3', 'nzre3', 'nzra3', 'kanzra3'], msa: 'البذر', source: 'الزريعة "seed", نزرع "I sow", from زرع' },
  { ar: ['الغلة', 'الصابة', 'صابة'], latin: ['lghella', 'ghella', 'saba', 'ssaba', 'sabba'], msa: 'المحصول', source: 'الصابة "the harvest", الغلة "yield"' },
  { ar: ['الجني', 'نجني', 'نجمع'], latin: ['njni', 'njme3', 'ljni'], msa: 'جني', source: 'نجني "I harvest"' },
  { ar: ['الكسيبة', 'البهايم', 'الغنم', 'الماشية'], latin: ['lksiba', 'ksiba', 'lbhaym', 'bhayem', 'lghnem', 'ghnem'], msa: 'الماشية', source: 'الكسيبة / البهايم "livestock"' },
  { ar: ['الشجر', 'الشجرات', 'لعود'], latin: ['chjer', 'ch-jar', 'chjar', 'chajar', 'chjra'], msa: 'الأشجار', source: 'الشجر "trees"' },
  { ar: ['بيو', 'البيو', 'البيولوجي', 'بيولوجي'], latin: ['bio', 'lbio', 'biologique', 'biolojik'], msa: 'البيولوجية', source: 'بيو "organic", from the French bio' },
  { ar: ['الشهادة', 'السرتافيكا', 'الصرطافيكة'], latin: ['certificat', 'sertifika', 'chahada', 'ccertificat'], msa: 'الشهادة', source: 'الصرطافيكة "certificate", from the French certificat' },
  // ---- bees ------------------------------------------------------------------------------------------
  { ar: ['النحلة', 'النحلات', 'نحلات', 'النحل'], latin: ['n7al', 'n7la', 'nhal', 'n7el', 'nn7al', 'nhla', 'n7ol', 'lnhal', 'ln7al'], msa: 'النحل', source: 'النحل "bees"; Arabizi n7al with 7 = ح' },
  { ar: ['العسل', 'عسل', 'العسيل'], latin: ['3sel', 'l3sel', '3ssel', 'assel', '3asal', 'l3asal'], msa: 'العسل', source: 'العسل "honey"; Arabizi 3sel with 3 = ع' },
  { ar: ['الجبح', 'جبح', 'الجباح', 'جباح', 'القفير', 'الخلايا'], latin: ['jbe7', 'jba7', 'ljbe7', 'ljba7', 'jbeh', 'jbah', 'ruche'], msa: 'الخلية', source: 'الجبح (plural الجباح) "beehive" in Moroccan beekeeping' },
  { ar: ['النحال', 'نحال'], latin: ['nahhal', 'n77al', 'n7ay7i'], msa: 'النحل', source: 'النحال "beekeeper"' },
  { ar: ['الملكة', 'اللالة', 'السلطانة'], latin: ['lmalika', 'malika', 'sseltana', 'soltana'], msa: 'الملكة', source: 'السلطانة "the queen bee" in Moroccan beekeeping' },
  { ar: ['الفارواز', 'الفاروا', 'الفروا', 'القراد'], latin: ['varroa', 'farwa', 'lfarwa', 'lvarroa', 'varoa', 'l9rad'], msa: 'الفاروا', source: 'الفاروا "varroa mite", from Latin varroa; القراد "mites, ticks"' },
  { ar: ['الدخان', 'الدخاخ', 'البخارة'], latin: ['dokhan', 'ddo5an', 'do5an', 'dkhan'], msa: 'المدخن', source: 'الدخان "smoke": the smoker' },
  { ar: ['الشمعة', 'الشمع'], latin: ['chem3', 'cham3', 'ch-m3'], msa: 'الشمع', source: 'الشمع "wax"' },
  { ar: ['تطريد', 'كيهربو', 'هربو', 'كيطيرو'], latin: ['hrbo', 'kayhrbo', 'kayhrbou', 'hrbou', 'tayro', 'taro'], msa: 'التطريد', source: 'هربو "they fled": swarming' },
  { ar: ['الماكلة', 'الماكلة ديال', 'نوكل', 'نوكلو'], latin: ['makla', 'lmakla', 'nwakel', 'nwklo', 'nwakkal'], msa: 'التغذية', source: 'الماكلة "food", نوكّل "I feed"' },
  { ar: ['السكر', 'سكر'], latin: ['sokar', 'sskar', 'skar', 'sukkar'], msa: 'السكر', source: 'السكر "sugar"' },
  // ---- money -----------------------------------------------------------------------------------------
  { ar: ['الفلوس', 'فلوس', 'لفلوس', 'الصولد', 'الدراهم', 'دراهم'], latin: ['flous', 'lflous', 'floss', 'lflus', 'flus', 'drahm', 'ddrahm', 'drahem'], msa: 'التمويل', source: 'الفلوس "money" (from فلس), الدراهم "dirhams"' },
  { ar: ['الكريدي', 'كريدي', 'الكريدية', 'السلف', 'سلف', 'القرض'], latin: ['kridi', 'credit', 'lkridi', 'lcredit', 'crédit', 'sslf', 'slef', '9ard'], msa: 'القرض', source: 'الكريدي "loan", from the French crédit; السلف "borrowing"' },
  { ar: ['البنكة', 'البانكة', 'البنك'], latin: ['banka', 'lbanka', 'bank', 'banque'], msa: 'البنك', source: 'البانكة "bank", from the Spanish banca' },
  { ar: ['الربحة', 'الربح', 'نربح', 'كنربح', 'كيربح'], latin: ['rb7', 'rbe7', 'nrb7', 'nrbe7', 'r7ba', 'rbeh'], msa: 'الهامش', source: 'نربح "I make a profit", from ربح' },
  { ar: ['المصاريف', 'المصروف', 'الصوائر', 'الكلفة', 'صوائر'], latin: ['msarif', 'lmsarif', 'swayer', 'sswayer', 'lkolfa', 'kolfa'], msa: 'التكاليف', source: 'المصاريف / الصوائر "expenses, costs"' },
  { ar: ['الثمن', 'التمن', 'الطمن', 'السومة', 'سومة'], latin: ['taman', 'ttaman', 'tmen', 'ttmen', 'souma', 'ssouma', 'prix'], msa: 'الثمن', source: 'السومة "the price", التمن from الثمن' },
  { ar: ['نبيع', 'كنبيع', 'البيع', 'السوق'], latin: ['nbi3', 'kanbi3', 'lbi3', 'bi3', 'souk', 'ssouk', 'sou9', 'ssou9'], msa: 'البيع', source: 'نبيع "I sell", السوق "the market"' },
  { ar: ['المشروع', 'بروجي', 'البروجي'], latin: ['machrou3', 'lmachrou3', 'projet', 'proje', 'lproje'], msa: 'المشروع', source: 'البروجي "project", from the French projet' },
  { ar: ['الدعم', 'الإعانة', 'السوبفونسيون'], latin: ['da3m', 'dda3m', 'subvention', 'i3ana', 'l3ana'], msa: 'الدعم', source: 'الدعم "subsidy" (the state\'s aid to farmers)' },
  { ar: ['الأسورونس', 'لاسورانس', 'التأمين', 'الأسورانس'], latin: ['assurance', 'lassurance', 'asorans', 'sorans'], msa: 'التأمين', source: 'لاسورانس "insurance", from the French assurance' },
  { ar: ['التعاونية', 'الكوبيراتيف', 'كوبيراتيف'], latin: ['t3awniya', 'tta3awniya', 'cooperative', 'koperatif', 'coopérative'], msa: 'التعاونية', source: 'الكوبيراتيف "cooperative", from the French coopérative' },
  // ---- machines and energy -----------------------------------------------------------------------
  { ar: ['التراكتور', 'تراكتور', 'التركتور', 'الطراكتور'], latin: ['traktor', 'tracteur', 'ttraktor', 'trakteur', 'tractor'], msa: 'الجرار', source: 'التراكتور "tractor", from the French tracteur' },
  { ar: ['الماكينة', 'ماكينة', 'الماشينة', 'المكينة'], latin: ['makina', 'lmakina', 'machina', 'machine'], msa: 'آلة', source: 'الماكينة "machine", from the Spanish máquina' },
  { ar: ['السوموار', 'السومواز'], latin: ['semoir', 'ssemoir', 'somwaz', 'somwar', 'semis direct', 'semis'], msa: 'آلة البذر المباشر', source: 'السوموار "seed drill", from the French semoir' },
  { ar: ['الدرون', 'درون', 'الدرونة', 'الطيارة', 'طيارة'], latin: ['drone', 'dron', 'ddron', 'tiyara', 'ttiyara', 'drones'], msa: 'الطائرة المسيرة', source: 'الدرون "drone" (French and English), الطيارة "plane"' },
  { ar: ['البلاكة', 'البلاكات', 'الپلاكة', 'البانو', 'البانوات', 'بلاكات', 'بانوات', 'البانوهات'], latin: ['plaka', 'plakat', 'panneau', 'panneaux', 'panno', 'panowat', 'lplakat', 'panouyat', 'panowat'], msa: 'الألواح', source: 'البلاكة / البانو "panel", from the French plaque and panneau' },
  { ar: ['الشمس', 'الشميسة', 'سولير', 'السولير', 'الصولير'], latin: ['chems', 'chams', 'chmes', 'solaire', 'soler', 'ssolaire', 'chamss'], msa: 'الشمسية', source: 'الشمس "the sun", السولير from the French solaire' },
  { ar: ['الضو', 'الضوء', 'التريسيتي', 'الكهربا'], latin: ['dow', 'ddow', 'triciti', 'trisiti', 'electricite', 'lkahraba', 'kahraba'], msa: 'الكهرباء', source: 'الضو "electricity" (literally light), التريسيتي from the French électricité' },
  { ar: ['الباطري', 'الباطريات', 'البطارية', 'باطري', 'الباتري'], latin: ['batri', 'lbatri', 'batterie', 'batteries', 'batriyat'], msa: 'البطاريات', source: 'الباطري "battery", from the French batterie' },
  { ar: ['الغازوال', 'المازوط', 'الكازوال', 'البوطة'], latin: ['gazoil', 'mazot', 'lmazot', 'gasoil', 'lgazoil', 'bota', 'lbota'], msa: 'الوقود', source: 'المازوط / الكازوال "diesel", البوطة "gas bottle"' },
  { ar: ['تخسرات', 'خاسرة', 'مخسرة', 'خسرات', 'طاحت'], latin: ['t5asrat', 'tkhasrat', 'khasra', 'm5asra', 'mkhasra', 'khsrat', '5sarat'], msa: 'أعطال', source: 'تخسرات "it broke down", from خسر' },
  { ar: ['نصلح', 'نقاد', 'كنصلح', 'الإصلاح'], latin: ['nsle7', 'nsl7', 'n9ad', 'nqad', 'nsale7'], msa: 'الصيانة', source: 'نقاد / نصلح "I fix", from قاد and صلح' },
  { ar: ['نركب', 'كنركب', 'التركيب', 'نمونطي'], latin: ['nrkeb', 'nrkb', 'nrakkeb', 'nmonti', 'kanrkeb', 'nerkeb'], msa: 'تركيب', source: 'نركّب "I install", نمونطي from the French monter' },
  { ar: ['الرشاشة', 'البومبة ديال الدوا', 'البخاخة'], latin: ['rachacha', 'lbkhakha', 'bkhakha'], msa: 'الرش', source: 'البخّاخة "sprayer", from بخّ' },
  { ar: ['الكمون', 'الكاميو'], latin: ['camion', 'kamyo'], msa: 'النقل', source: 'الكاميو "truck", from the French camion' },
] as const;
