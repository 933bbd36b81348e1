// The start-up floor of a Swift command-line tool on Linux: a program that imports Foundation
// (so the loader maps Foundation and ICU, as for any tool that uses it) and prints one line.
// `juicemaker-bench` times juicemaker's start-up against this program.
import Foundation

print("hello")
