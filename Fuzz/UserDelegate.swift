// Put the delegate you want to fuzz here (or in another file of this folder): return a fresh instance.
// Returning nil fuzzes the built-in delegate named by KBSIM_FUZZ_DELEGATE instead.
//
// Example:
//   final class MyDelegate: NSObject, UITextFieldDelegate {
//       func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
//                      replacementString string: String) -> Bool { … }
//   }
//   @MainActor func makeUserDelegate() -> (any UITextFieldDelegate)? { MyDelegate() }

@MainActor func makeUserDelegate() -> (any UITextFieldDelegate)? { nil }
