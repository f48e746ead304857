import type { MovesLexicon } from './moves-categories.js';

// The words of the core moves of a prompt injection in languages written with spaces between
// words (see moves-categories.ts for what each category means). Written from knowledge of the
// languages, not from data: `stem*` matches words starting with the stem (inflections), `a b`
// matches consecutive words, everything else a whole word. Case and Latin diacritics are
// folded before matching, so `précédentes` and `precedentes` are the same word. A blank line
// separates the categories: the detector scores this file like any other, and words of two
// categories in one paragraph would read as the moves they describe.
export const EUROPEAN_LEXICONS: Readonly<Record<string, MovesLexicon>> = {
  en: {
    address:
      'ai assistant assistants model llm chatbot bot agent agents gpt chatgpt claude copilot gemini language_model ai_model ai_agent ai_assistant',

    override: 'ignore disregard forget bypass override overrule discard abandon set_aside pay_no',

    follow: 'follow obey obeying adhere comply',

    prior:
      'previous prior above earlier preceding initial original old so_far until_now aforementioned before_this',

    instr:
      'instruction* rule rules guideline* directive* prompt prompts command commands constraint* polic* programming guardrail* system_message restriction*',

    all: 'all everything anything whatever every any',

    told: 'told said given received taught',

    void: 'no_longer not_anymore obsolete outdated revoked superseded no_longer_apply',

    reveal:
      'reveal show print repeat tell give share dump disclose recite write_out spell_out paste',

    target:
      'system_prompt prompt password passcode passphrase secret secrets api_key api_keys key keys token tokens credential* configuration config card_number ssh id_rsa environment_variables hidden_instructions initial_instructions env_file env_files',

    data: 'history conversation customer customers emails messages database contacts',

    send: 'send sending forward upload transmit exfiltrate leak email_the email_all email_it email_them email_me mail_the post_the post_it post_all email_a mail_a send_a',

    persona:
      'from_now pretend pretending act_as roleplay role-play role_play play_the simulate imagine_you you_are_now no_longer stay_in stay_in_character in_character',

    unrestricted:
      'unrestricted unfiltered uncensored no_restrictions without_restrictions any_restrictions no_limits no_rules without_rules never_refuse never_refuses never_says jailbreak jailbroken developer_mode evil freed no_filter no_policies no_guidelines without_limits any_policy',

    newtask:
      'new_task new_instructions new_job new_goal new_role reply_only_with respond_only_with answer_only_with only_reply_with say_only output_only_the from_here_on',

    stealth:
      'secretly without_telling_the without_telling_them without_telling_anyone as_if_nothing without_anyone nobody_knows',

    authority:
      'important urgent attention system admin administrator developer developers official notice override_code security_team owner maintainer maintainers priority',

    toolverb:
      'run execute delete remove disable turn_off approve merge grant push deploy install commit uninstall kill wipe drop chmod',

    sensitive:
      'curl wget bash sh rm sudo tests test security checks check ci pipeline audit log logs limiter firewall 2fa mfa admin rights permissions main review protection hook hooks',

    neg: 'not never no don dont doesn doesnt won cannot can shouldn mustn avoid refrain nor neither',

    if: 'if when whenever should in_case',

    ask: 'ask asks asked asking request requests requested tell tells want wants try tries attempt attempts demand demands instruct instructs',

    describe:
      'injection injections attacker attackers attack attacks malicious tries_to try_to for_example such_as e.g example examples jailbreaks',

    dataloc:
      'contained embedded inside_the inside_them within_the found_in appearing_in appear_in appears_in appearing_inside appear_inside appears_inside found_inside written_in placed_in hidden_in in_retrieved in_documents in_emails in_files in_web in_tool in_user in_them in_it they_contain it_contains in_the_documents in_the_emails in_the_text in_the_content in_the_data in_the_page in_the_message in_the_messages in_the_passages in_the_files in_the_reviews in_the_issue in_the_email in_the_context in_the_results in_tool_output from_tool from_the_documents',

    poss2: 'your yours yourself',

    user: 'user users anyone anybody someone human customer reader',

    mention: 'mention tell inform say notify reveal alert',

    conj: 'and then',

    reading: 'reading processing',

    permit:
      'authorised authorized allowed approved permitted cleared granted signed_off already_checked',
  },
  de: {
    address:
      'ki assistent assistentin assistenten modell sprachmodell ki-assistent ki-assistenten chatbot bot agent agenten ki-agent ki-agenten ki-modell ki-bot',

    override:
      'ignorier* vergiss vergessen missacht* ubergeh* umgeh* verwirf verwerfen beachte_nicht hinweg* uberschreib* ausser_acht außer_acht kummere_dich schenke_keine setz_dich setze_dich',

    follow: 'befolg* folge folgen gehorch*',

    prior:
      'vorherig* bisherig* obig* vorangegangen* vorige* fruher* zuvor oben ursprunglich* alte alten alter altes anfangliche*',

    instr:
      'anweisung* regel regeln richtlinie* vorgabe* befehl* prompt systemprompt systemprompts anordnung* instruktion* einschrankung* konfiguration',

    all: 'alle alles samtliche jegliche',

    told: 'gesagt gegeben erhalten mitgeteilt',

    void: 'nicht_mehr ungultig aufgehoben veraltet hinfallig gelten_nicht',

    reveal:
      'zeig* gib verrat* nenn* wiederhol* druck* ausgeb* gib_aus teile kopier* offenbare offenbaren schreib_mir schreibe_mir abschreib* wortlich wortwortlich',

    target:
      'systemprompt prompt passwort kennwort geheim* api-schlussel api-schlusseln schlussel token zugangsdaten konfiguration anweisungen kartennummer versteckten_anweisungen versteckte_anweisungen geheimen_anweisungen',

    data: 'chatverlauf gesprach* kundenliste kunden e-mails nachrichten',

    send: 'sende senden schick* ubermittl* lade weiterleit* leite poste posten lade_hoch hochlad*',

    persona:
      'ab_jetzt von_nun tu_so so_als spiel* rolle verhalte stell_dir bist_jetzt kein_assistent ab_sofort verhaltst_du verhalte_dich gib_dich',

    unrestricted:
      'ohne_einschrankungen uneingeschrankt* ungefiltert* unzensiert* keine_regeln ohne_regeln lehnt_nie niemals_ab ohne_filter bose* entwicklermodus nie_ablehnt keinerlei_grenzen keine_grenzen ohne_grenzen keinerlei_einschrankungen ohne_jegliche',

    newtask: 'neue_aufgabe neuen_anweisungen neue_anweisung nur_mit gib_nur',

    stealth: 'heimlich nichts_passiert',

    authority:
      'wichtig* dringend* achtung system* administrator admin entwickler offiziell* hinweis',

    toolverb:
      'fuhre losch* entfern* deaktivier* schalte genehmig* merge push* installier* committe uberspring* abschalt* umgeh*',

    sensitive:
      'curl bash tests test sicherheitsprufungen sicherheit* ci pipeline audit* log protokoll* admin rechte unit-tests sicherheitsprufungen sicherheitsprufung sicherheitschecks prufungen checks kontrollen',

    neg: 'nicht nie niemals kein keine keinen keinesfalls nichts',

    if: 'wenn falls sobald sollte',

    ask: 'bittet bitten fragt fragen fordert fordern verlangt verlangen versucht versuchen sagt auffordert auffordern',

    describe: 'injection angreifer angriff* versucht zum_beispiel beispiele etwa bosartig*',

    dataloc:
      'enthalten* innerhalb in_dokumenten in_den_dokumenten in_e-mails in_webseiten in_seiteninhalten',

    poss2: 'dein deine deinen deiner deines ihre',

    user: 'nutzer nutzerin benutzer benutzerin jemand anwender anwender*',

    mention: 'erwahn* sage sag sagen teile informier* erzahl* verrat* mitteil*',

    conj: 'und dann',

    reading: 'liest lesende verarbeitet verarbeitende',

    permit: 'erlaubt autorisiert genehmigt freigegeben abgesprochen',
  },
  fr: {
    address: 'ia assistant assistante modele chatbot bot agent agents',

    override:
      'ignore ignorez ignorer oublie oubliez oublier ne_tiens ne_tenez contourne* outrepasse* ne_tiens_plus ne_tenez_plus fais_abstraction faites_abstraction passe_outre ne_prete_pas',

    follow: 'suis suivez suivre obeis obeissez respecte*',

    prior:
      'precedent* anterieur* ci-dessus dessus initial* original* ancien* plus_haut auparavant precedemment',

    instr:
      'instruction* regle* consigne* directive* prompt commande* ordre* contrainte* configuration',

    all: 'tout toutes tous',

    told: 'dit donne donnees recu',

    void: 'ne_s plus_valables annule* obsolete* caduque* invalide invalides',

    reveal:
      'affiche* montre* revele* donne donnez donne-moi repete* imprime* divulgue* ecris* copie copiez recopie* retranscri* ecris-moi affiche-moi montre-moi',

    target:
      'prompt mot_de_passe secret secrets secrete secretes cle cles token tokens identifiants configuration numero_de_carte instructions_cachees consignes_cachees instructions_secretes mots_de_passe cles_api',

    data: 'historique conversation clients e-mails messages',

    send: 'envoie envoyez envoyer transfere* publie* televerse* transmets transmettez',

    persona:
      'a_partir de_maintenant fais_semblant faites_semblant joue* incarne* imagine* n_es dorenavant desormais fais_comme',

    unrestricted:
      'sans_restriction sans_aucune aucune_restriction non_filtre non_filtree sans_filtre sans_regles malefique mode_developpeur ne_refuse sans_aucune_limite sans_limite ne_refuse_jamais',

    newtask:
      'nouvelle_tache nouvelles_instructions uniquement_par nouvelle_mission ta_nouvelle_tache',

    stealth: 'sans_prevenir comme_si_de',

    authority:
      'important* urgent* attention systeme administrateur admin developpeur officiel* avis',

    toolverb:
      'execute* lance* supprime* desactive* approuve* fusionne* pousse* installe* committe saute sautez ignore contourne*',

    sensitive:
      'curl bash tests securite controles ci pipeline audit journal admin droits verifications verifications_de tests_unitaires',

    neg: 'ne pas jamais aucun aucune ni',

    if: 'si lorsque quand',

    ask: 'demande demandent demandait demanderait essaie essaye essaient exige exigent dit disent',

    describe:
      'injection attaquant* attaque* malveillant* cherche par_exemple exemples tel_que telle_que tels_que telles_que',

    dataloc: 'contenues contenus dans_les_documents dans_les_mails dans_les_pages',

    poss2: 'ton ta tes votre vos',

    user: 'utilisateur utilisatrice quelqu personne client l_utilisateur',

    mention: 'mentionne* dis informe* parle* dis_rien dites_rien previens* avertis* signale*',

    conj: 'et puis',

    reading: 'lit lisant traite traitant',

    permit: 'autorise autorisee permis approuve valide',
  },
  es: {
    address: 'ia asistente modelo chatbot bot agente agentes',

    override:
      'ignora ignore ignorar olvida olvide olvidar no_hagas omite omitir descarta evita_las haz_caso_omiso haga_caso_omiso pasa_por_alto pase_por_alto no_hagas_caso no_tengas_en',

    follow: 'sigas sigue seguir obedece* cumplas',

    prior: 'anterior* previa* previo* arriba inicial* original* antigua* previamente',

    instr:
      'instruccion* instrucciones regla* indicacion* directriz* directrices prompt orden* comando* restriccion* configuracion',

    all: 'todo todas todos cualquier',

    told: 'dijeron dicho dado recibido',

    void: 'ya_no no_son anulad* obsolet* invalido invalida invalidas invalidos',

    reveal:
      'muestra muestre revela revele dime ensena* imprime repite escribe dame comparte copia escribeme copiame transcribe* dime_palabra',

    target:
      'prompt contrasena clave* token* credencial* configuracion numero_de secreto secretos secreta instrucciones_ocultas instrucciones_secretas claves_api',

    data: 'historial conversacion clientes correos mensajes',

    send: 'envia envie enviar manda mande reenvia* sube subir publica transmite sube_el sube_los',

    persona:
      'a_partir de_ahora finge finja actua actue interpreta* juega* imagina finge_que finge_ser hazte_pasar',

    unrestricted:
      'sin_restricciones sin_ninguna ninguna_restriccion sin_filtros sin_reglas sin_censura malvado modo_desarrollador nunca_se_niega sin_limites',

    newtask: 'nueva_tarea nuevas_instrucciones solo_con',

    stealth: 'como_si_nada sin_avisar',

    authority:
      'importante urgente atencion sistema administrador admin desarrollador oficial aviso',

    toolverb:
      'ejecuta ejecute borra elimina desactiva aprueba fusiona instala haz saltate salta omite',

    sensitive:
      'curl bash tests pruebas seguridad comprobaciones ci pipeline auditoria registro admin permisos controles controles_de pruebas_unitarias verificaciones',

    neg: 'no nunca jamas ni ningun ninguna',

    if: 'si cuando',

    ask: 'pide piden pidan pidiera pidieran pidiendo solicita solicitan intenta intentan dice dicen exige exigen',

    describe:
      'inyeccion atacante* ataque* malicios* intenta por_ejemplo ejemplos tal_como tales_como',

    dataloc: 'contenidas contenidos dentro_de en_los_documentos en_los_correos',

    poss2: 'tu tus su sus',

    user: 'usuario usuaria alguien cliente',

    mention: 'menciones menciona digas informes digas_nada cuentes cuentes_nada avises',

    conj: 'luego',

    reading: 'lee leyendo procesa procesando',

    permit: 'autoriza autorizado permitido aprobado',
  },
  it: {
    address: 'ia assistente modello chatbot bot agente',

    override:
      'ignora ignorare dimentica dimenticare non_tenere trascura tralascia non_tenere_conto lascia_perdere non_badare',

    follow: 'segui seguire obbedisci rispetta*',

    prior: 'precedent* sopra iniziali original* vecchi* in_precedenza',

    instr: 'istruzion* regol* indicazion* direttiv* prompt comand* ordin* vincol* configurazione',

    all: 'tutto tutte tutti qualsiasi',

    told: 'detto dato ricevuto',

    void: 'non_valgono piu_valide annullat* obsolet* invalido invalida invalide',

    reveal:
      'mostra mostrami rivela dimmi stampa ripeti scrivi dammi condividi copia trascrivimi trascrivi ricopia* scrivimi',

    target:
      'prompt password parola_d segret* chiav* token credenzial* configurazione numero_della istruzioni_nascoste istruzioni_segrete chiavi_api',

    data: 'cronologia conversazione clienti email messaggi',

    send: 'invia inviare manda inoltra carica pubblica trasmetti',

    persona: 'da_ora d_ora fingi comportati interpreta* gioca* immagina d_ora_in fingi_di',

    unrestricted:
      'senza_restrizioni senza_alcuna alcuna_restrizione senza_filtri senza_regole malvagio modalita_sviluppatore non_rifiuta non_rifiuta_mai senza_limiti',

    newtask: 'nuovo_compito nuove_istruzioni solo_con',

    stealth: 'far_finta_di fai_finta_di',

    authority:
      'importante urgente attenzione sistema amministratore admin sviluppatore ufficiale avviso',

    toolverb: 'esegui elimina cancella disattiva approva unisci installa fai salta saltare',

    sensitive:
      'curl bash tests test sicurezza controlli ci pipeline audit registro admin permessi controlli_di test_unitari verifiche',

    neg: 'non mai ne nessun nessuna',

    if: 'se quando qualora',

    ask: 'chiede chiedono chiedano chiedesse chiedessero richiede richiedono prova provano dice dicono',

    describe:
      'injection attaccant* attacc* malevol* cerca per_esempio esempi ad_esempio come_ad_esempio',

    dataloc: 'contenute contenuti all_interno nei_documenti',

    poss2: 'tuo tua tuoi tue',

    user: 'utente qualcuno cliente',

    mention: 'menzionare menziona dire informare dire_niente dire_nulla dirlo avvisare',

    conj: 'poi',

    reading: 'legge leggendo elabora elaborando',

    permit: 'autorizza autorizzato permesso approvato',
  },
  pt: {
    address: 'ia assistente modelo chatbot bot agente',

    override:
      'ignore ignora ignorar esqueca esqueça esquecer desconsidere desconsiderar descarte desconsidera nao_leve_em deixe_de_lado passe_por_cima',

    follow: 'siga seguir obedeca cumpra',

    prior: 'anterior* acima inicia* original* antig* anteriormente',

    instr:
      'instruc* instrucoes regra* orientac* diretriz* prompt comando* ordem* restric* configuracao orientacoes orientacao',

    all: 'tudo todas todos qualquer',

    told: 'disseram dito dado recebido',

    void: 'nao_valem mais_validas anulad* obsolet* invalido invalida invalidas',

    reveal:
      'mostre mostra revele revela diga me_diga imprima repita escreva compartilhe copie copie_aqui transcreva escreva_aqui',

    target:
      'prompt senha chave* token* credenc* configuracao numero_do secreto secretos secreta instrucoes_ocultas instrucoes_secretas senhas chaves_de chaves_api',

    data: 'historico conversa clientes e-mails mensagens',

    send: 'envie envia enviar mande encaminhe carregue suba publique transmita',

    persona:
      'a_partir de_agora finja atue aja interprete jogue imagine de_agora_em finja_que finja_ser',

    unrestricted:
      'sem_restricoes sem_nenhuma nenhuma_restricao sem_filtros sem_regras malvado modo_desenvolvedor nunca_recusa sem_limites',

    newtask: 'nova_tarefa novas_instrucoes apenas_com',

    stealth: 'como_se_nada sem_avisar',

    authority: 'importante urgente atencao sistema administrador admin desenvolvedor oficial aviso',

    toolverb: 'execute rode apague exclua desative aprove mescle instale faca pule pular ignore',

    sensitive:
      'curl bash tests testes seguranca verificacoes ci pipeline auditoria log admin permissoes verificacoes_de testes_unitarios',

    neg: 'nao nunca jamais nem nenhum nenhuma',

    if: 'se quando caso',

    ask: 'pedir pede pedem pedirem pedindo solicitar solicita solicitarem tentar tenta tentarem diz disserem',

    describe: 'injecao atacante* ataque* malicios* tenta por_exemplo exemplos tal_como tais_como',

    dataloc: 'contidas contidos dentro_de nos_documentos',

    poss2: 'seu sua seus suas teu tua',

    user: 'usuario usuaria alguem cliente',

    mention: 'mencione mencionar diga informe conte conte_nada avise',

    conj: 'depois',

    reading: 'le lendo processa processando',

    permit: 'autorizou autorizado permitido aprovado',
  },
  nl: {
    address: 'ai assistent model taalmodel chatbot bot agent ai-assistent',

    override:
      'negeer negeren vergeet vergeten houd_geen omzeil* trek_je_niets trek_je_niks let_niet',

    follow: 'volg volgen gehoorzaam*',

    prior: 'eerdere vorige bovenstaande hierboven eerder oorspronkelijke oude',

    instr:
      'instructie* regel* richtlijn* aanwijzing* prompt systeemprompt opdracht* bevel* beperking* configuratie',

    all: 'alle alles',

    told: 'verteld gezegd gegeven gekregen',

    void: 'niet_meer gelden_niet ongeldig vervallen verouderd',

    reveal:
      'toon laat geef vertel herhaal print schrijf deel kopieer onthul schrijf_uit schrijf_je',

    target:
      'prompt systeemprompt wachtwoord geheim* sleutel* token* inloggegevens configuratie kaartnummer verborgen_instructies geheime_instructies api-sleutels wachtwoorden',

    data: 'geschiedenis gesprek* klanten e-mails berichten',

    send: 'stuur sturen upload verstuur doorsturen mail_de mail_alle',

    persona: 'vanaf_nu doe_alsof speel rol stel_je gedraag doe_je_alsof',

    unrestricted:
      'zonder_beperkingen zonder_beperking zonder_enige ongefilterd* zonder_regels kwaadaardig* ontwikkelaarsmodus nooit_weigert zonder_filters nooit_iets_weigert',

    newtask: 'nieuwe_taak nieuwe_instructies alleen_met',

    stealth: 'alsof_er_niets',

    authority:
      'belangrijk* dringend* let_op systeem* beheerder admin ontwikkelaar officieel melding',

    toolverb: 'voer verwijder schakel keur merge installeer commit zet sla',

    sensitive:
      'curl bash tests beveiligingscontroles beveiliging* ci pipeline audit log admin rechten unittests controles',

    neg: 'niet nooit geen niets niks',

    if: 'als wanneer indien',

    ask: 'vraagt vragen verzoekt probeert zegt',

    describe: 'injectie aanvaller* aanval* kwaadwillig* probeert bijvoorbeeld zoals',

    dataloc: 'bevat bevatten binnen_de in_documenten',

    poss2: 'je jouw uw',

    user: 'gebruiker iemand klant',

    mention: 'vermeld vertel meld zeg zeg_er',

    conj: 'en dan',

    reading: 'leest verwerkt',

    permit: 'toestemming goedgekeurd toegestaan',
  },
};
