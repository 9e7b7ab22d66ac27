/// A human-facing message. Its words are in `PortugueseTable` and `EnglishTable`; `{1}`, `{2}`… are filled by
/// the caller, in order.
public enum Message: String, CaseIterable, Sendable {
    // Shared words
    case listAnd, titleMuscleFocus, dateFormat, exerciseCount, bodyweight, none, ok, seconds

    // Help: commands
    case helpRootAbstract, helpRootDiscussion, helpEnvironment, helpExitCodes
    case helpGenerateAbstract, helpGenerateDiscussion
    case helpBatchAbstract, helpBatchDiscussion
    case helpCatalogAbstract, helpListAbstract, helpSearchAbstract, helpShowAbstract, helpCheckAbstract, helpCheckDiscussion
    case helpWgerAbstract, helpImportAbstract, helpImportDiscussion, helpSanitizeAbstract, helpSanitizeDiscussion
    // Help: options
    case helpFocus, helpEquipment, helpProfile, helpEnergy, helpLevel, helpGoal, helpMinutes, helpLang, helpSeed
    case helpDate, helpOffline, helpNew, helpJSON, helpDB, helpVerbose
    case helpCount, helpBatchDate, helpCSV, helpReport, helpLLM
    case helpMuscle, helpCatalogEquipment, helpNoOverlay, helpQuery, helpExercise
    case helpFile, helpBaseURL, helpPageSize, helpOut, helpImportDB, helpSanitizeFile, helpSanitizeLanguage
    // Help: the names of option values (<foco>, <arquivo>)
    case valueFocus, valueEquipment, valueProfile, valueEnergy, valueLevel, valueGoal, valueMinutes, valueSeed, valueDate, valueFile, valueCount, valueMuscle, valueQuery, valueExercise, valueURL

    // Errors: values and usage
    case unknownValueSuggest, unknownValueList, emptyValue, focusMixed, equipmentAndProfile, minutesRange
    case countRange, pageSizeRange, oneValueOnly, dateInvalid, oneSource, unknownLanguage, badEnvironmentSeconds
    // Errors: the argument parser's, in our words
    case argUnknownOption, argUnknownOptionSuggest, argMissingValue, argMissingArgument, argUnexpected
    case argUnexpectedMany, argInvalidValue, argNoValueAllowed, argMissingSubcommand, argInvalid
    // Errors: data, files, services
    case projectNotFound, noCandidates, batchNoCandidates, batchNeedsLLM, noSuchExercise
    case outputCannotCreate, reasonFolderMissing, reasonParentNotFolder, reasonIsFolder, reasonNotWritable
    case cannotRead, notWgerFile, decodeNotJSON, decodeMissingField, decodeWrongType, decodeEmptyField, decodeTopLevel
    case overlayInProject, overlayLeftOut, overlayBroken, importStopped, translatePromptMissing, promptsUnreadable
    case dataFileEntry, dataFile
    // Problems in Catalog/ and Config/ files
    case dataNotJSON, dataNotArray, dataUnreadable, dataNotObject, dataKeyMissing, dataWrongType, dataInvalidValue, dataValueMissing, dataCannotList, dataIdUsed, dataNoExercises, dataRegressionParent, dataUnknownSplit, dataSlotNoMuscle, dataMissingOrEmpty, dataEmpty, dataMissing, dataThresholdRange, dataAtLeastOne, dataWindow, dataMinutesRange, dataTrainingPositive, dataUnknownEquipment, dataIdSlug, dataEmptyName, dataEmptyNameEn, dataEmptyDescription, dataNoPrimary, dataPrimaryAndSecondary, dataEquipmentTwice, dataRegressionRule, dataMainLiftRule, dataMaxReps, dataCannotDecode, dataSessionsRange
    case internalError
    case netInvalidURL, netInsecure, netTimedOut, netConnection, netCancelled, netTransfer, wgerNotPage

    // Notes on stderr
    case noteRecordedOtherOptions, notePlanSaved, noteSeed, noteLLMFallback, progressBatch
    case fallbackNetwork, fallbackTimeout, fallbackAuth, fallbackQuota, fallbackRateLimited, fallbackServer
    case fallbackBadRequest, fallbackInvalidResponse, fallbackCancelled, fallbackRetriesSpent, fallbackOther
    case rejectTruncated, rejectRefusal, rejectInvalidJSON, rejectSchema, rejectUnknownExercise, rejectEquipment
    case rejectLevel, rejectDuplicate, rejectDiversity

    // Plan table
    case planTitleToday, planTitleDay, colNumber, colExercise, colSetsTarget, colLoad, loadKg, colRest, colEffort, colMuscles
    case effortRIR, perSide, keptNote, shorterLine, shorterTired, shorterSmallPool, shorterMaxVolume, shorterNoviceVolume,
        shorterWeeklyMax
    case diversityLine, diversityBelow, diversityInfeasible

    // Catalog
    case colId, colName, colPrimaryMuscles, colEquipment, colLevel
    case loadKgPerHand
    case sourceWgerPortuguese, sourceLLMTranslation, sourceCatalog, sourceWgerEnglish
    case checkOK, checkCoach, checkTiers, checkUnits, checkHeading, checkSummary, checkBelow
    case colProfile, colFocus, colAvailable, colPlanSize, colBestRatio, colStatus
    case unitReps, unitSeconds, unitMeters

    // Batch report
    case batchHeader, batchPassRate, batchPassRateValue, batchInfeasible, batchInfeasibleValue, batchRatio
    case batchRatioValue, batchDistinct, batchDistinctValue, batchSpeed, batchSpeedValue, batchSources
    case batchFocus, batchMostRepeated, batchCoverage
    case llmFirstTry, llmFirstTryValue, llmRetries, llmRetriesValue, llmFallback, llmFallbackValue
    case llmLatency, llmLatencyValue, llmTokens, llmTokensValue
    case qualityHeading, weeklyHeading, noWholeWeek, combinationsHeading, colCombination
    case colGoal, colEnergy, colMinutes, colStaples, colLoadedFirst, colRegressions, colPower, colKept, colTime
    case colPlans, colPass, colInfeasible, colMin, colMean, colDistinct
    case htmlTitle, htmlHeading, htmlNote, htmlPlans, htmlPlansValue, htmlFirstDate, htmlPassRate
    case htmlInfeasible, htmlRatio, htmlDistinct, htmlSpeed, htmlSources, htmlFocus
    case htmlDiversityHeading, htmlFrequencyHeading, htmlCoverageHeading, htmlWeeklyHeading, htmlWeeklyNote
    case chartDiversity, chartThreshold, chartFrequency, chartCoverage, chartWeekly

    // Wger import summary
    case wgerTitle, wgerRead, wgerReadValue, wgerMatched, wgerMatchedValue, wgerAdded, wgerAddedValue
    case wgerSkipped, wgerSkippedValue, wgerPortuguese, wgerPortugueseValue, wgerTranslated, wgerTranslatedValue
    case wgerCatalogText, wgerCatalogTextValue, wgerEnglish, wgerEnglishValue, wgerGuard, wgerGuardValue
    case wgerMedia, wgerMediaValue, wgerOverlay, wgerStoppedAt, wgerStoppedAtValue
}
