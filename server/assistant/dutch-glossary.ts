/**
 * General Dutch in English, one word a line: the everyday words a developer writes around the words of code
 * ("ik heb per ongeluk een key gepusht en meteen weer verwijderd"). Written from general knowledge of Dutch, not from
 * questions asked. Base forms, with irregular verb forms of their own; `
dutch.ts` reads the other forms. The glossary
 * of chat about code in `vocabulary.ts` reads a word first; a line here that is also an English word ("lag", "mist")
 * is read only in a question that reads as Dutch.
 */
export const GENERAL_DUTCH = `
u you
hij he
zij she
ze they
jullie you
mij me
jou you
hem him
haar her
hen them
hun their
jouw your
uw your
waarmee with what
waarvoor what for
waarvan of which
waardoor because of which
waarop on which
waarin in which
waarna after which
wiens whose
zich itself
zichzelf itself
mezelf myself
jezelf yourself
elkaar each other
niemand nobody
niets nothing
niks nothing
alles everything
allemaal all
iedereen everyone
ieder each
sommige some
enkele some
enige only
veel much
weinig little
meer more
minder less
meest most
minst least
al already
want because
omdat because
zodat so that
indien if
tenzij unless
hoewel although
terwijl while
totdat until
ter for
maandag monday
dinsdag tuesday
woensdag wednesday
donderdag thursday
vrijdag friday
zaterdag saturday
zondag sunday
sinds since
zodra as soon as
zolang as long as
doordat because
ofwel either
noch nor
zowel both
toen when
straks later
vroeger earlier
eerder earlier
daarna afterwards
daarvoor before that
daarom therefore
daardoor as a result
daarmee with that
daarbij in addition
daarin in it
daarop on that
daarvan of that
daaraan to that
daarover about that
daarnaast besides
ervan of it
ervoor for it
erover about it
ermee with it
erin in it
erop on it
eraan on it
erna after it
ergens somewhere
nergens nowhere
overal everywhere
soms sometimes
zelden rarely
meestal usually
steeds always
telkens every time
weer again
nogmaals again
vandaag today
morgen tomorrow
gisteren yesterday
overmorgen day after tomorrow
eergisteren day before yesterday
vanavond tonight
vanochtend this morning
vanmiddag this afternoon
vannacht tonight
zometeen in a moment
direct immediately
onmiddellijk immediately
binnenkort soon
inmiddels meanwhile
intussen meanwhile
ondertussen meanwhile
alvast in advance
pas only
slechts only
erg very
zeer very
best quite
vrij fairly
nogal rather
tamelijk fairly
redelijk reasonably
bijna almost
ongeveer about
helemaal completely
volledig fully
deels partly
gedeeltelijk partially
zoals like
evenals as well as
teveel too much
zeker certainly
misschien maybe
wellicht perhaps
waarschijnlijk probably
natuurlijk of course
uiteraard of course
blijkbaar apparently
kennelijk apparently
ja yes
nee no
neen no
tegen against
onder under
boven above
achter behind
naast next to
tussen between
langs along
buiten outside
rond around
rondom around
volgens according to
vanaf from
vanuit from
behalve except
ondanks despite
tijdens during
wegens because of
vanwege because of
namens on behalf of
betreffende regarding
omtrent regarding
richting towards
jegens towards
inclusief including
exclusief excluding
ben am
bent are
waren were
geweest been
wees be
hebt have
hadden had
gehad had
word become
werd became
werden became
geworden become
zullen will
zal will
zult will
zou would
zouden would
kunt can
kon could
konden could
gekund been able
moest had to
moesten had to
gemoeten had to
mocht was allowed
mochten were allowed
gemogen been allowed
wilt want
wilde wanted
wilden wanted
wou wanted
gewild wanted
gaat goes
ging went
gingen went
gegaan gone
doen do
doe do
doet does
deed did
deden did
gedaan done
komen come
kom come
komt comes
kwam came
kwamen came
gekomen come
laat let
liet let
lieten let
gelaten let
staan be
sta stand
staat is
stond was
stonden stood
gestaan stood
zien see
zie see
ziet sees
zag saw
zagen saw
gezien seen
weten know
weet know
wist knew
wisten knew
geweten known
hoeven need
hoef need
hoeft needs
hoefde needed
hoefden needed
blijf stay
bleef stayed
bleven stayed
gebleven stayed
lijken seem
lijkt seems
leek seemed
leken seemed
geleken seemed
heten be called
heet is called
heette was called
zitten be
zit is
zat sat
zaten sat
gezeten sat
liggen be
ligt is
lag lay
lagen lay
gelegen located
geven give
geef give
geeft gives
gaf gave
gaven gave
gegeven given
nemen take
neem take
neemt takes
nam took
namen took
genomen taken
krijgen get
krijg get
kreeg got
kregen got
gekregen got
vind find
vond found
vonden found
gevonden found
zocht searched
gezocht searched
denken think
denk think
dacht thought
dachten thought
gedacht thought
brengen bring
bracht brought
gebracht brought
kopen buy
kocht bought
gekocht bought
vroeg asked
gevraagd asked
zeggen say
zei said
zeiden said
gezegd said
spreken speak
sprak spoke
gesproken spoken
praten talk
schreef wrote
geschreven written
las read
lazen read
gelezen read
begon began
begonnen begun
sluiten close
sloot closed
gesloten closed
openen open
lopen walk
liep walked
gelopen walked
rijden drive
reed drove
gereden driven
vallen fall
viel fell
gevallen fallen
houden hold
hield held
gehouden held
helpen help
hielp helped
geholpen helped
werkte worked
gewerkt worked
maken make
maakte made
gemaakt made
zetten put
gezet put
leggen lay
legde laid
gelegd laid
koos chose
kozen chose
verliezen lose
verloor lost
verloren lost
winnen win
gewonnen won
breken break
brak broke
gebroken broken
sterven die
stierf died
gestorven died
trekken pull
trok pulled
getrokken pulled
duwen push
wijzen point
gewezen pointed
bieden offer
bood offered
geboden offered
verbieden forbid
verbood forbade
verboden forbidden
schieten shoot
schoot shot
geschoten shot
vergeten forget
vergat forgot
vergaten forgot
eten eat
at ate
gegeten eaten
drinken drink
dronk drank
gedronken drunk
slapen sleep
sliep slept
geslapen slept
wachtte waited
gewacht waited
hopen hope
verwachten expect
verwacht expected
proberen try
probeer try
probeerde tried
geprobeerd tried
gebruikte used
begrijpen understand
begreep understood
begrepen understood
snappen understand
kennen know
kende knew
gekend known
leren learn
geleerd learned
onthouden remember
herinneren remember
bedoelen mean
bedoel mean
betekenen mean
betekent means
voelen feel
horen hear
hoorde heard
gehoord heard
kijken look
keek looked
keken looked
gekeken looked
toon show
zorgen ensure
regelen arrange
geregeld arranged
plannen plan
besloot decided
besloten decided
antwoorden answer
beantwoorden answer
reageren respond
stuur send
verstuurd sent
ontving received
bellen call
mailen email
passen fit
missen miss
mist misses
vergelijken compare
vergeleek compared
vergeleken compared
bestaan exist
bestond existed
bestaat exists
ontstaan arise
ontstond arose
verstaan understand
verstond understood
begeleiden guide
beloven promise
beloofd promised
stopte stopped
gestopt stopped
ophouden stop
doorgaan continue
verder further
volgen follow
gevolgd followed
leiden lead
leidde led
geleid led
dragen carry
droeg carried
gedragen carried
vliegen fly
vloog flew
gevlogen flown
zwemmen swim
zingen sing
spelen play
gespeeld played
lachen laugh
huilen cry
wonen live
leven live
betalen pay
betaald paid
kostte cost
gekost cost
verdienen earn
sparen save
behouden keep
tellen count
rekenen calculate
berekenen calculate
wegen weigh
woog weighed
gewogen weighed
tekenen sign
ondertekenen sign
signeren sign
weggooien throwaway
wegwerp throwaway
zwijgen be silent
zweeg was silent
gezwegen silent
verdwijnen disappear
verdween disappeared
verdwenen disappeared
verschijnen appear
verscheen appeared
verschenen appeared
blijken turn out
bleek turned out
gebleken turned out
klinken sound
klonk sounded
geklonken sounded
schijnen seem
scheen seemed
snijden cut
sneed cut
gesneden cut
binden bind
bond bound
gebonden bound
dwingen force
dwong forced
gedwongen forced
hangen hang
hing hung
gehangen hung
vangen catch
ving caught
gevangen caught
scheppen create
schiep created
geschapen created
vriezen freeze
vroor froze
bevroren frozen
minuut minute
seconde second
kwartier quarter hour
ochtend morning
middag afternoon
avond evening
nacht night
werkdag working day
feestdag holiday
vakantie holiday
ziekte illness
ziek ill
planning schedule
periode period
tijdstip time
begin start
einde end
eind end
getal number
nummer number
hoeveelheid amount
bedrag amount
prijs price
geld money
factuur invoice
helft half
deel part
onderdeel component
stuk piece
geheel whole
rest remainder
gemiddelde average
totaal total
kwaliteit quality
slechter worse
hoog high
laag low
gemakkelijk easy
moeilijk difficult
ingewikkeld complicated
eenvoudig simple
simpel simple
belangrijk important
dringend urgent
noodzakelijk necessary
optioneel optional
vrijwillig voluntary
onmogelijk impossible
onjuist incorrect
onwaar false
duidelijk clear
onduidelijk unclear
onzeker uncertain
onveilig unsafe
gevaarlijk dangerous
stabiel stable
instabiel unstable
betrouwbaar reliable
beschikbaar available
onbeschikbaar unavailable
bereikbaar reachable
onbereikbaar unreachable
klaar done
bezig busy
druk busy
rustig quiet
gratis free
leeg empty
vol full
dicht closed
actief active
inactief inactive
actueel current
huidig current
vorig previous
volgend next
laatste last
eerste first
tweede second
derde third
eerst first
laatst last
twee two
drie three
vier four
vijf five
zes six
zeven seven
acht eight
negen nine
tien ten
honderd hundred
duizend thousand
volgorde order
optie option
mee along
wettelijk legal
streven aim
auteur author
schrijver writer
toetsbaar testable
meetbaar measurable
schelen differ
terechtkomen end up
belanden end up
ander other
zelfde same
gelijk equal
verschillend different
apart separate
los separate
normaal normal
gewone normal
verhouding ratio
speciaal special
specifiek specific
algemeen general
publiek public
landelijk national
centraal central
probleem problem
probleemstelling problem statement
oplossing solution
vergissing mistake
storing outage
risico risk
gevaar danger
schade damage
gevolg consequence
oorzaak cause
doel goal
resultaat result
uitkomst outcome
voordeel advantage
nadeel disadvantage
kans chance
mogelijkheid possibility
beperking limitation
voorwaarde condition
eis requirement
wens wish
behoefte need
verzoek request
klacht complaint
opmerking remark
vraagstuk issue
opdracht assignment
klus job
werk work
baan job
functie function
verantwoordelijkheid responsibility
bevoegdheid authority
bevoegd authorised
leidinggevende manager
baas boss
werknemer employee
werkgever employer
opdrachtgever client
klant customer
eindgebruiker end user
aannemer contractor
inhuur hired staff
stagiair intern
adviseur advisor
productowner product owner
burger citizen
bewoner resident
bezoeker visitor
ondernemer entrepreneur
bedrijf company
ambtenaar civil servant
overheid government
stad city
stadsdeel city district
wijk neighbourhood
provincie province
rijk central government
rijksoverheid central government
ministerie ministry
wethouder alderman
burgemeester mayor
gemeenteraad city council
raad council
college executive board
bestuur board
directie management
directeur director
organisatie organisation
directoraat directorate
eenheid unit
groep group
werkgroep working group
overleg meeting
vergadering meeting
bespreking discussion
afspraak appointment
gesprek conversation
notulen minutes
verslag report
rapport report
rapportage reporting
kantoor office
werkplek workplace
thuiswerken working from home
thuis home
gebouw building
kamer room
ruimte space
bureau desk
programma programme
traject trajectory
fase phase
mijlpaal milestone
doelstelling objective
strategie strategy
beleid policy
wet law
wetgeving legislation
regelgeving regulations
norm standard
kader framework
richtlijn guideline
instructie instruction
idee idea
mening opinion
ervaring experience
kennis knowledge
vaardigheid skill
opleiding training
cursus course
bouw build
gebouwd built
compileren compile
gecompileerd compiled
uitgerold deployed
opleveren deliver
oplevering delivery
opgeleverd delivered
geinstalleerd installed
verwijderd deleted
toegevoegd added
aanpakken go about
aanmaken create
aangemaakt created
bijgewerkt updated
opwaarderen upgrade
herstarten restart
herstart restart
opstarten start
opgestart started
afsluiten shut down
afgesloten closed
uitzetten turn off
ingeschakeld enabled
draait runs
draaide ran
gedraaid ran
uitgevoerd executed
uitvoering execution
aanroepen call
aanroep call
aangeroepen called
terugvallen fall back
terugval fallback
terugdraaien revert
teruggedraaid reverted
terugzetten restore
teruggezet restored
herstellen restore
hersteld restored
herstel recovery
overzetten migrate
migreren migrate
gemigreerd migrated
verhuizen move
verplaatsen move
gekopieerd copied
plakken paste
opgeslagen saved
laden load
geladen loaded
inladen load
uitladen unload
inlezen read in
uitlezen read out
wegschrijven write
opgehaald fetched
doorsturen forward
doorgestuurd forwarded
doorverwijzen redirect
omleiden redirect
omleiding redirect
gekoppeld linked
ontkoppelen decouple
verbonden connected
aansluiten connect
aansluiting connection
netwerk network
ontwikkelomgeving development environment
testomgeving test environment
acceptatieomgeving acceptance environment
productieomgeving production environment
beheeromgeving management environment
rekenkracht compute
geheugen memory
schijf disk
schijfruimte disk space
opslagruimte storage
capaciteit capacity
belasting load
schaalbaarheid scalability
schalen scale
opschalen scale up
afschalen scale down
beschikbaarheid availability
uitval outage
uitgevallen down
verstoring disruption
onderhoudsvenster maintenance window
beheerd managed
configureren configure
geconfigureerd configured
instelling setting
ingesteld configured
variabele variable
omgevingsvariabele environment variable
waarde value
map folder
pad path
bestandsnaam filename
extensie extension
bron source
bestemming destination
uitvoer output
gegevensbank database
verzameling collection
gebeurtenis event
achtergrondtaak background job
verwerken process
verwerkt processed
afhandelen handle
afhandeling handling
afgehandeld handled
koppelvlak interface
antwoordtijd response time
reactietijd response time
snelheid speed
prestatie performance
prestaties performance
vertraging delay
traagheid slowness
tijdslimiet timeout
time-out timeout
loggen log
gelogd logged
meeloggen log
logregel log line
logbestand log file
logniveau log level
bewaken monitor
bewaking monitoring
meting measurement
metingen metrics
statistiek statistics
waarschuwen warn
alarmering alerting
notificatie notification
foutcode error code
foutafhandeling error handling
crashen crash
gecrasht crashed
vastlopen hang
vastgelopen stuck
streng strict
misgaan go wrong
misgaat goes wrong
mislukken fail
falen fail
gefaald failed
slagen succeed
geslaagd succeeded
lukken succeed
lukt works
gelukt succeeded
werkend working
herhalen retry
herhaling repetition
opnieuwproberen retry
onderbreking interruption
onderbreken interrupt
afbreken abort
afgebroken aborted
annuleren cancel
geannuleerd cancelled
blokkeren block
geblokkeerd blocked
vrijgeven release
vrijgegeven released
uitgave release
versienummer version number
nachtelijk nightly
periodiek periodic
automatiseren automate
scripten script
opdrachtregel command line
commando command
knooppunt node
virtueel virtual
apparaat device
apparatuur hardware
rekencentrum data centre
datacentrum data centre
pakketbeheerder package manager
raamwerk framework
microdienst microservice
koppelingen integrations
cachen cache
back-up backup
reservekopie backup
herstelplan recovery plan
noodplan contingency plan
calamiteit emergency
ramp disaster
spoed urgent
piket on-call
pieper pager
dienstdoend on duty
bereikbaarheidsdienst on-call duty
escaleren escalate
escalatie escalation
postmortem post-mortem
evaluatie evaluation
terugkoppeling feedback
oorzaakanalyse root cause analysis
grondoorzaak root cause
beveiligen secure
veiligheid safety
informatiebeveiliging information security
avg gdpr
persoonsgegeven personal data
bijzondere special
gevoelig sensitive
gevoelige sensitive
vertrouwelijk confidential
lekken leak
gelekt leaked
inbreuk breach
beveiligingsincident security incident
kwetsbaar vulnerable
zwakke weak
zwakte weakness
aanval attack
aanvaller attacker
aanvallen attack
gehackt hacked
inbraak intrusion
inbreken break in
misbruik abuse
misbruiken misuse
fraude fraud
oplichting scam
besmet infected
dreiging threat
bedreiging threat
bewaard retained
vernietigen destroy
vernietigd destroyed
vernietiging destruction
verwijdertermijn deletion period
archiveren archive
archief archive
grondslag legal basis
rechtsgrond legal basis
doelbinding purpose limitation
dataminimalisatie data minimisation
minimaliseren minimise
verwerkingsregister processing register
verwerkingsovereenkomst processing agreement
verwerker processor
verwerkingsverantwoordelijke controller
betrokkene data subject
betrokkenen data subjects
inzageverzoek access request
inzage access
inzien view
ingezien viewed
functionaris officer
fg data protection officer
privacyofficer privacy officer
gegevensbeschermingseffectbeoordeling impact assessment
autoriteit authority
toezichthouder regulator
toezicht supervision
meldplicht notification duty
meldplichtig reportable
gemeld reported
bsn citizen service number
burgerservicenummer citizen service number
brp population register
geboortedatum date of birth
postcode postal code
woonplaats residence
telefoonnummer phone number
achternaam surname
voornaam first name
naam name
geslacht gender
nationaliteit nationality
paspoort passport
identiteitsbewijs identity document
rijbewijs driving licence
identiteit identity
identificeren identify
identificatie identification
authenticeren authenticate
authenticatie authentication
ingelogd logged in
uitloggen log out
uitgelogd logged out
registreren register
registratie registration
wachtzin passphrase
pincode pin
tweestapsverificatie two-step verification
tweefactorauthenticatie two-factor authentication
verificatie verification
verifieren verify
controle check
gecontroleerd checked
toegangsbeheer access management
toegangsrechten access rights
recht right
autorisatie authorisation
autoriseren authorise
geautoriseerd authorised
ongeautoriseerd unauthorised
bevoegdheden permissions
machtiging authorisation
machtigen authorise
gemachtigd authorised
beheerrechten admin rights
beheerdersrechten admin rights
privesleutel private key
openbaresleutel public key
certificaten certificates
vervaldatum expiry date
geldigheid validity
intrekken revoke
ingetrokken revoked
roteren rotate
rotatie rotation
ontsleutelen decrypt
ontsleuteld decrypted
encryptie encryption
hashen hash
gehasht hashed
ondertekend signed
gesigneerd signed
handtekening signature
kluis vault
sleutelkluis key vault
opbergen store
geheimhouding confidentiality
vertrouwen trust
vertrouwd trusted
onbetrouwbaar untrustworthy
afschermen shield
afgeschermd shielded
maskeren mask
gemaskeerd masked
pseudonimiseren pseudonymise
pseudonimisering pseudonymisation
anonimiseren anonymise
geanonimiseerd anonymised
anoniem anonymous
herleidbaar traceable
herleiden trace back
ontsluiten unlock
vergrendelen lock
vergrendeld locked
ontgrendelen unlock
slot lock
blokkade block
blokkeerlijst blocklist
toestaan allow
weigeren deny
geweigerd denied
scheiding separation
functiescheiding segregation of duties
auditlog audit log
audittrail audit trail
spoor trail
sporen traces
verantwoording accountability
naleving compliance
nalevingen compliance
bio baseline information security
pentest penetration test
penetratietest penetration test
scannen scan
kwetsbaarheidsscan vulnerability scan
patchen patch
beveiligingsupdate security update
ontoegankelijk inaccessible
digitoegankelijk digitally accessible
toegankelijkheidsverklaring accessibility statement
toegankelijkheidseisen accessibility requirements
handicap disability
slechtziend visually impaired
kleurenblind colour blind
doof deaf
slechthorend hard of hearing
dyslexie dyslexia
laaggeletterd low literate
laaggeletterdheid low literacy
begrijpelijk understandable
leesbaar readable
leesbaarheid readability
taalniveau language level
voorleessoftware screen reader
voorlezen read aloud
vergroting magnification
inzoomen zoom in
uitzoomen zoom out
toets key
sneltoets shortcut
toetscombinatie key combination
tabvolgorde tab order
focussen focus
muis mouse
klikken click
klik click
geklikt clicked
dubbelklikken double-click
aanraken touch
vegen swipe
slepen drag
scrollen scroll
schuiven slide
aanwijzen hover
navigeren navigate
navigatie navigation
kruimelpad breadcrumb
hoofdmenu main menu
beeldscherm screen
schermgrootte screen size
venster window
webpagina web page
startpagina home page
voorpagina front page
zijbalk sidebar
koptekst header
voettekst footer
ondertitel subtitle
ondertiteling subtitles
alttekst alt text
alternatieve alternative
beschrijving description
bijschrift caption
plaatje picture
pictogram icon
icoon icon
geluid sound
kleurcontrast colour contrast
voorgrond foreground
achtergrondkleur background colour
lettergrootte font size
hoofdletter capital letter
vet bold
cursief italic
onderstreept underlined
regelafstand line spacing
witruimte whitespace
opmaak layout
vormgeving design
ontwerpen design
ontwerper designer
huisstijl house style
stijl style
stijlblad stylesheet
thema theme
donker dark
licht light
donkeremodus dark mode
invulveld input field
tekstveld text field
invoerveld input field
verplichtveld required field
keuzelijst dropdown
uitklapmenu dropdown menu
selectievakje checkbox
vinkje checkmark
aanvinken tick
keuzerondje radio button
verzendknop submit button
indienen submit
ingediend submitted
invullen fill in
ingevuld filled in
leeglaten leave empty
wissen clear
gewist cleared
validatie validation
valideren validate
hulptekst help text
uitleg explanation
dialoog dialog
dialoogvenster dialog box
bevestiging confirmation
bevestigen confirm
bevestigd confirmed
voortgang progress
voortgangsbalk progress bar
laadtijd load time
tabblad tab
tabbladen tabs
opsomming enumeration
coordinaat coordinate
plattegrond floor plan
weergave view
weergeven display
weergegeven displayed
verborgen hidden
onzichtbaar invisible
uitklappen expand
inklappen collapse
openklappen expand
sluitknop close button
downloaden download
uploaden upload
afdrukken print
printen print
mobiel mobile
responsief responsive
formaat format
positie position
uitlijnen align
uitlijning alignment
links left
rechts right
midden middle
indisch indian
gecentreerd centred
rand border
marge margin
vak box
blok block
tegel tile
kaartje card
animatie animation
beweging motion
knipperen blink
gebruiksvriendelijk user-friendly
gebruiksvriendelijkheid usability
gebruikerservaring user experience
gebruikersonderzoek user research
klantreis customer journey
taal language
meertalig multilingual
vertaling translation
vertalen translate
getest tested
testgeval test case
testgevallen test cases
eenheidstest unit test
integratietest integration test
ketentest chain test
regressietest regression test
regressie regression
acceptatietest acceptance test
testscenario test scenario
testdata test data
testgegevens test data
nepdata fake data
proefdraaien trial run
proef trial
uitproberen try out
nabootsen mock
nabootsing mock
zakken fail
groen green
rood red
oranje orange
geel yellow
blauw blue
wit white
zwart black
grijs grey
wisselvallig intermittent
reproduceren reproduce
reproduceerbaar reproducible
nadoen reproduce
takken branches
aftakken branch off
samengevoegd merged
mergen merge
gemerged merged
inchecken check in
uitchecken check out
vastleggen record
vastgelegd committed
vastlegging commit
binnenhalen pull
pushen push
gepusht pushed
pullen pull
samenvoegverzoek merge request
gewijzigd changed
verandering change
aanpassing adjustment
aanpassingen adjustments
aangepast adjusted
conflicten conflicts
geschiedenis history
historie history
label tag
taggen tag
beoordeeld reviewed
nakijken check
nagekeken checked
reviewen review
gereviewd reviewed
afkeuren reject
afgekeurd rejected
afwijzen reject
afgewezen rejected
verwerpen reject
akkoord agreement
akkoordgaan agree
instemmen agree
instemming consent
fiat approval
fiatteren approve
opmerkingen comments
commentaar comment
suggestie suggestion
verbetering improvement
verbeteren improve
verbeterpunt point of improvement
herschrijven rewrite
herschreven rewritten
herstructureren refactor
opschonen clean up
opgeschoond cleaned up
opruimen clean up
afhankelijk dependent
onafhankelijk independent
vastpinnen pin
vastzetten pin
verouderen become outdated
veroudering obsolescence
uitfaseren phase out
uitgefaseerd phased out
vervangen replace
vervanging replacement
licentievoorwaarden licence terms
opensource open source
openbronsoftware open source software
broncodevrijgave source code release
auteursrecht copyright
eigendom ownership
gebruiksrecht right of use
voorwaarden terms
gebruiksvoorwaarden terms of use
overeenkomst agreement
aanbesteding tender
aanbesteden tender
inkoop procurement
inkopen purchase
documenteren document
gedocumenteerd documented
beschrijven describe
beschreven described
leesmij readme
handboek handbook
naslagwerk reference
uitleggen explain
uitgelegd explained
sjablonen templates
architectuurbesluit architecture decision
ontwerpbeslissing design decision
ontwerpkeuze design choice
keuzes choices
afweging trade-off
afwegen weigh
overwegen consider
overweging consideration
alternatief alternative
alternatieven alternatives
principe principle
principes principles
uitgangspunt starting point
uitgangspunten principles
patroon pattern
structuur structure
opbouw structure
samenhang coherence
schets sketch
werkwijze working method
werkafspraak working agreement
werkafspraken working agreements
afspreken agree
afgesproken agreed
afgeweken deviated
uitzonderingen exceptions
ontheffing exemption
vrijstelling exemption
aangevraagd requested
aanvrager applicant
meldpunt reporting point
bijgehouden tracked
verantwoorden justify
onderbouwen substantiate
onderbouwing justification
motiveren justify
motivatie motivation
toelichten explain
toelichting explanation
goedkeuringsproces approval process
besluitvorming decision making
toetsing assessment
getoetst assessed
beoordelingscriterium assessment criterion
criterium criterion
eisen requirements
verplichting obligation
naleven comply
nalevingsplicht compliance obligation
voldoen comply
voldoet complies
voldaan complied
voldoende sufficient
onvoldoende insufficient
afronden finish
afgerond finished
aflevering delivery
definitie definition
definitief final
voorlopig provisional
concept draft
eigenaarschap ownership
verantwoordelijke responsible person
aanspreekpunt point of contact
contactpersoon contact person
loket desk
servicedesk service desk
wachtlijst waiting list
achterstand backlog
werkvoorraad backlog
prioriteit priority
prioriteren prioritise
inschatten estimate
inschatting estimate
schatting estimate
verdelen divide
toewijzen assign
toegewezen assigned
overdragen hand over
overdracht handover
inwerken onboard
meteen immediately
ongeluk accident
perongeluk accidentally
expres on purpose
bewust deliberately
opzettelijk intentionally
moeite effort
waard worth
anders otherwise
liever rather
zomaar just like that
handig handy
lastig tricky
prima fine
oke okay
ok okay
top great
mooi nice
fijn nice
leuk fun
tof cool
gaaf cool
jammer pity
helaas unfortunately
gelukkig fortunately
bedankt thanks
dank thanks
dankjewel thank you
dankuwel thank you
alstublieft please
alsjeblieft please
excuus apology
excuses apologies
hoi hi
hallo hello
goedemorgen good morning
goedemiddag good afternoon
doei bye
groet regards
groeten regards
vraagje quick question
snelle quick
beetje bit
stukje bit
eventjes briefly
ff quickly
effe quickly
trouwens by the way
overigens incidentally
btw by the way
sowieso anyway
hoedanook anyway
iig in any case
sws anyway
idd indeed
inderdaad indeed
precies exactly
klopt correct
kloppen be correct
klopte was correct
snap understand
gesnapt understood
volgensmij i think
vermoedelijk presumably
vermoeden suspect
twijfel doubt
twijfelen doubt
benieuwd curious
nieuwsgierig curious
verbaasd surprised
raar strange
vreemd strange
gek weird
onverwacht unexpected
opeens suddenly
ineens suddenly
plotseling suddenly
net just
zojuist just now
nogsteeds still
alsnog still
echter however
desondanks nevertheless
trouw loyal
nou well
joh mate
hoor really
zeg say
absoluut absolutely
hartstikke very
super very
enorm enormous
ontzettend incredibly
vooral mainly
voornamelijk mainly
bijvoorbeeld for example
bijv for example
bv for example
oftewel in other words
dwz that is
namelijk namely
immers after all
eventueel possibly
evt possibly
mits provided that
zelfs even
hooguit at most
minstens at least
tenminste at least
zelfstandig independently
samen together
tegelijk simultaneously
tegelijkertijd simultaneously
achteraf afterwards
vooraf beforehand
vooraan at the front
achteraan at the back
bovenaan at the top
onderaan at the bottom
zoiets something like that
dergelijk such
zulke such
zulk such
welnee of course not
jawel yes indeed
geenidee no idea
weetniet don't know
hulp help
adviseren advise
aanrader recommendation
aanraden recommend
afraden advise against
raden guess
mogelijkerwijs possibly
gauw soon
vlug quickly
rap fast
ooit ever
doorgaans usually
regelmatig regularly
afentoe now and then
gedoe hassle
gezeur nagging
rommel mess
zooi mess
puinhoop mess
pech bad luck
geluk luck
toeval coincidence
toevallig coincidentally
blij happy
boos angry
moe tired
gestrest stressed
zenuwachtig nervous
bang afraid
bezorgd worried
zorg concern
vast stuck
vastzitten be stuck
hangt depends
afhangen depend
afhangt depends
aanliggen depend on
geenprobleem no problem
uitmaken matter
mogelijkheden possibilities
zin sense
zinvol useful
nuttig useful
nut use
zinloos pointless
onzin nonsense
slim smart
dom stupid
logisch logical
onlogisch illogical
netjes neat
nette tidy
correctheid correctness
`;
