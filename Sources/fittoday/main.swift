import FitTodayCLI

await FitTodayMain.run()
