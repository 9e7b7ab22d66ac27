import Foundation
func runThroughput(dataDirectory: URL) throws { fatalError("not written yet") }
