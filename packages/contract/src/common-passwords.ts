// Passwords that guessing attacks try first (issue 17): the well-known top of leaked-password rankings,
// keyboard walks, digit runs, and names and words people in India often use, plus this product's own name.
// Only entries of at least PASSWORD_MIN_LENGTH characters are listed: shorter ones are refused anyway.
// Compared after trimming and lower-casing, so 'Password1' counts as 'password1'.
const WORDS = `
123456 1234567 12345678 123456789 1234567890 0123456789 987654321 9876543210 654321 7654321 87654321
123123 123321 112233 121212 123654 159753 147258 147258369 159357 258456 456789 789456 789456123
111222 112211 131313 696969 101010 202020 123qwe 123abc abc123 abcdef abcd1234 a1b2c3 1a2b3c 1q2w3e
1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2 zaq12wsx zaq1zaq1 qwerty qwerty1 qwerty12 qwerty123 qwertyu
qwertyui qwertyuiop qwer1234 qazwsx qazwsxedc asdfgh asdfghjk asdfghjkl asdf1234 zxcvbn zxcvbnm
zxcvbnm123 poiuyt lkjhgf mnbvcx azerty 1234qwer q1w2e3r4 q1w2e3 aa123456 a123456 a12345678
password password1 password12 password123 passw0rd p@ssw0rd p@ssword pa$$word pass1234 password!
passwort motdepasse contrasena senha123 secret secret1 secret123 letmein letmein1 welcome welcome1
welcome123 iloveyou iloveyou1 iloveu loveyou lovely loveme love123 mylove trustno1 whatever
nothing anything something changeme default guest123 user123 test123 tester testing test1234
admin1 admin12 admin123 admin1234 administrator root123 toor123 login123 master master123 access
access14 letmein123 hello123 hello1 helloworld sunshine sunshine1 princess princess1 dragon dragon1
monkey monkey1 shadow shadow1 superman batman spiderman pokemon naruto starwars football football1
baseball soccer hockey cricket cricket123 sachin sachin10 dhoni007 dhoni7777 virat123 virat1818 viratkohli
msdhoni india123 india1 india@123 iloveindia incredibleindia bharat bharat123 hindustan jaihind
jaihind123 vandemataram mumbai mumbai123 delhi123 newdelhi kolkata chennai bangalore bengaluru
hyderabad pune123 ahmedabad jaipur123 lucknow krishna krishna1 krishna123 harekrishna radhakrishna
radhe123 radheradhe radheshyam shiva1 shiva123 omnamahshivaya omnamahshivay mahadev mahadev123 harharmahadev
ganesh ganesha ganesh123 ganpati jaiganesh sairam sairam123 omsairam saibaba jaisairam balaji
jaishreeram jaishriram shreeram sriram ramayana hanuman hanuman123 jaihanuman durga1 durga123 lakshmi
saraswati jaimatadi jaimatadi123 waheguru satnam allah786 bismillah786 786786 khwaja786 jesus1
jesuschrist blessed god123 godisgood amen123 om123456 omshanti rahul123 rahul1 amit123 priya123
pooja123 neha123 anjali sneha123 rohit123 rajesh123 suresh123 ramesh123 mahesh123 ganesh1 kumar123
singh123 sharma123 verma123 gupta123 patel123 reddy123 nair123 iyer123 rajput jatt123 sardar123
mother mother1 father family family1 mummy123 mummypapa mompapa papa123 maa123 baby123 babygirl
babyboy sweety sweetheart cutie123 beautiful friends friend1 forever forever1 freedom computer
computer1 internet laptop123 samsung nokia123 iphone apple123 google google123 facebook instagram
whatsapp youtube netflix microsoft windows linux123 android airtel jio123 flower flowers summer
winter autumn spring orange banana mango123 cheese chocolate coffee pepper ginger silver golden
diamond purple yellow charlie michael jennifer jordan jordan23 thomas robert daniel andrew joshua
matthew ashley jessica hannah amanda nicole justin taylor buster tigger ginger1 maggie pepper1
killer hunter ranger harley merlin mustang corvette ferrari porsche yamaha bullet royalenfield
pulsar123 activa honda123 maruti suzuki tata123 mahindra qwerty@123 admin@123 pass@123 test@123
abc@123 user@123 welcome@123 india@1 hello@123 password@123 password@1 abcd@1234 123456a 123456q
12345a 12345q 1234567a 12345678a 11111111 111111 000000 0000000 00000000 222222 333333 444444 555555
666666 777777 7777777 888888 88888888 999999 99999999 121314 131415 123123123 456456 010203 102030
aaaaaa abcabc abcdefg abcdefgh abcde123 asdasd asdasd123 qweqwe qweasd qweasdzxc zxczxc 1111aaaa
dhvani dhvani123 dhvanishilp shilp123 tatvam tatvam123 swarin voice123 recording record123
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));

/** True for a password on the list, or one character repeated (e.g. 'aaaaaaaa'), whatever its case. */
export function isCommonPassword(password: string): boolean {
  const normalised = password.trim().toLowerCase();
  if (normalised.length > 0 && normalised.split('').every((c) => c === normalised[0])) return true;
  return COMMON_PASSWORDS.has(normalised);
}
